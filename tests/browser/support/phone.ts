// The phone the browser tests hold: 390 × 844 (an iPhone 12 to 15's CSS pixels), a mobile
// viewport, touch.
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * The same phone on a first visit: its service worker blocked, so scripts come over the wire and
 * not from the worker's cache (lib/http/script-cache.ts).
 */
export const firstVisitPhone = { ...phone, serviceWorkers: "block" } as const;
