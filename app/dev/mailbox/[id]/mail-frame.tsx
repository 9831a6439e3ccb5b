"use client";

// A message's HTML in a frame as tall as the message, so the page scrolls and the frame never
// does. The sandbox runs no script of the mail's; allow-same-origin lets this page measure the
// frame's document. The height follows the frame's width (a phone turned, a window resized) and
// anything that changes the document's size after it loaded.
import { useEffect, useRef } from "react";

export function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let inside: ResizeObserver | undefined;
    const fitToMail = () => {
      const mail = element.contentDocument;
      if (!mail?.documentElement) return;
      // The document's own height, not its scrollHeight, which never drops below the frame's: the
      // frame could then grow but never shrink back when it widens.
      const content = Math.ceil(
        Math.max(mail.documentElement.getBoundingClientRect().height, mail.body?.scrollHeight ?? 0),
      );
      const borders = element.offsetHeight - element.clientHeight;
      element.style.height = `${content + borders}px`;
    };
    // Each load brings a new document (the srcdoc may have loaded before this effect ran).
    const watch = () => {
      inside?.disconnect();
      const body = element.contentDocument?.body;
      if (body) {
        inside = new ResizeObserver(fitToMail);
        inside.observe(body);
      }
      fitToMail();
    };
    const outside = new ResizeObserver(fitToMail);
    outside.observe(element);
    element.addEventListener("load", watch);
    watch();
    return () => {
      element.removeEventListener("load", watch);
      outside.disconnect();
      inside?.disconnect();
    };
  }, []);

  return (
    <iframe
      ref={frame}
      className="mail-body"
      title={title}
      srcDoc={html}
      sandbox="allow-same-origin allow-top-navigation allow-popups allow-popups-to-escape-sandbox"
    />
  );
}
