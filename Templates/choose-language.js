// The root page sends a visitor to the site in the first of their browser's languages that it
// has, matched as the CLI matches a locale (DisplayLanguage.match): the primary subtag, unless a
// subtag the language excludes follows it (zh-TW is not zh-Hans). Without a match, or without
// script, the page's plain links stay.
(function () {
  "use strict";
  var choices = Array.prototype.slice.call(document.querySelectorAll("a[data-prefix]"));
  var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""];
  for (var i = 0; i < wanted.length; i++) {
    var parts = String(wanted[i]).toLowerCase().replace(/_/g, "-").split("-");
    for (var j = 0; j < choices.length; j++) {
      var excluded = (choices[j].getAttribute("data-excluded") || "").split(" ");
      var allowed = parts.slice(1).every(function (part) { return excluded.indexOf(part) < 0; });
      if (choices[j].getAttribute("data-prefix") === parts[0] && allowed) {
        window.location.replace(choices[j].href);
        return;
      }
    }
  }
})();
