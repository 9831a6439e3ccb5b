// Runs in the browser once per page load, before the app starts. Once the page has loaded and the
// browser is idle, it registers the service worker that keeps the site's scripts compiled for the
// next visit (lib/http/script-cache.ts), in production only.
if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) {
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Refused (a private window, storage full, an old browser): the page works as it is.
    });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? window.requestIdleCallback(register) : setTimeout(register, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
