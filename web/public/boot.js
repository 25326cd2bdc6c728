// A page the server drew asks for its code once the browser has painted it (decision 074): its
// first paint needs only the HTML and the stylesheets, and on a phone the code (150 kB and more,
// then React's first run) would otherwise share the link with them and hold the paint. The server
// names the app's entry and the modules to preload on this script's tag.
(() => {
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
