/**
 * Registers the service worker (public/sw.js: pushes, the 'Sin conexión' page) once the page
 * has loaded, so it never competes with the first screen. Browsers without workers, or pages
 * not on a secure origin, simply go without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the site works as before; nothing to tell the member.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
