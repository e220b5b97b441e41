// Starts the scripts of a prerendered page once it has painted (apps/hub/src/build/route-preloads.ts,
// `withPrerendered`): the page shows from its HTML and CSS alone, so its scripts (which make it work)
// need not compete with them for the network. They wait in <template id="after-paint">, inert until
// cloned into the document. A page in a background tab, which does not paint, starts them at once.
function start() {
  const template = document.getElementById('after-paint');
  if (template instanceof HTMLTemplateElement)
    document.head.append(document.importNode(template.content, true));
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
