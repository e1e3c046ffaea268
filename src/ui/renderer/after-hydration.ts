/**
 * Runs `work` once the first page has hydrated (the layout marks #root then): a modal or bar
 * opened earlier would make the client's first frame differ from the server's HTML.
 */
export function afterHydration(work: () => void): void {
  const root = document.getElementById('root');
  if (!root || root.hasAttribute('data-hydrated')) return work();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    work();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
