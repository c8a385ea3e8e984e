// On wide screens the sidebar scrolls on its own; it opens scrolled to the current page's link.
(function () {
  "use strict";
  var sidebar = document.querySelector("nav.sidebar");
  var current = sidebar && sidebar.querySelector('[aria-current="page"]');
  if (!current || sidebar.scrollHeight <= sidebar.clientHeight) return;
  sidebar.scrollTop = Math.max(0, current.offsetTop - sidebar.clientHeight / 3);
})();
