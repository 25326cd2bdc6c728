// A page the server drew asks for its code once the browser has painted it (decision 074): its
// first paint needs only the HTML and the stylesheets, and on a phone the code (150 kB and more,
// then React's first run) would otherwise share the link with them and hold the paint. The server
// names the app's entry and the modules to preload on this script's tag.
(() => {
  // A button pressed before the code has taken the page over would do nothing (or, in a form, send
  // it to the server): each is held here, once, and the app presses it again when the page is
  // live (web/src/lib/early-clicks.ts, decision 075). Links go where they lead, as drawn.
  const held = [];
  window.slotmapEarlyClicks = held;
  const hold = (event) => {
    if (window.slotmapEarlyClicks !== held) {
      document.removeEventListener('click', hold, true);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button, [role="button"]');
    if (!button?.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);

  const tag = document.currentScript;
  if (!tag) return;
  const { entry, preload = '' } = tag.dataset;
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.body.append(script);
  };
  // The frame's callback runs before its paint, the timeout after it. A page opened in a tab in
  // the background paints no frame until it is shown: its code comes half a second later anyway.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
