"use client";

// The header's links on a phone: a disclosure that works without JavaScript (details/summary). With
// it, the menu also closes on its own once a link has been followed (the header stays mounted
// across client navigations), on a tap on a link or elsewhere, and on Escape.

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";

export function HeaderMenu({ children }: { readonly children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      // A tap outside, or on one of its links (which may lead to the page already shown).
      const target = event.target as Element;
      if (!details.contains(target) || target.closest("a")) details.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details className="nav-menu" ref={menu}>
      <summary>Menu</summary>
      <div className="nav-menu-items">{children}</div>
    </details>
  );
}
