// hig-activity site search: runs in the page, with no server and no request outside the site.
// The index for the page's language (assets/search-<lang>.js) is loaded as a script on first
// use, so it works from file://. Tokenizing follows the CLI's Tokenizer.swift exactly: NFKC
// and case folding, Porter step 1, Han characters plus bigrams, Hangul syllable bigrams.
(function () {
  "use strict";

  // MARK: tokenizer (keep in step with Sources/GuidelineSearch/Tokenizer.swift)

  var WORD = 1, HAN = 2, HANGUL = 3, SEPARATOR = 0;
  var LETTER = /[\p{Alphabetic}\p{N}\p{Mn}]/u;
  // {hanAndKana, hangul}: [first, last] code point ranges, written in when the site is built
  // from the one table the CLI uses (Sources/GuidelineKit/Localization/CJKScript.swift).
  var CJK = /* hig-activity: CJK ranges */ null;

  function inRanges(code, ranges) {
    for (var i = 0; i < ranges.length; i++) if (code >= ranges[i][0] && code <= ranges[i][1]) return true;
    return false;
  }

  function script(code) {
    if ((code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return WORD;
    if (code <= 0x7f) return SEPARATOR;
    if (inRanges(code, CJK.hanAndKana)) return HAN;
    if (inRanges(code, CJK.hangul)) return HANGUL;
    return LETTER.test(String.fromCodePoint(code)) ? WORD : SEPARATOR;
  }

  function fold(word) {
    return /^[\x00-\x7f]*$/.test(word) ? word.toLowerCase() : word.normalize("NFKC").toLowerCase();
  }

  // Porter's step 1 (plurals, -ed, -ing, -y) on a lowercase a–z word.
  function stem(word) {
    if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
    var w = word;
    function ends(s) { return w.length > s.length && w.slice(w.length - s.length) === s; }
    function consonant(i) {
      var c = w[i];
      if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
      if (c === "y") return i === 0 ? true : !consonant(i - 1);
      return true;
    }
    function measure(length) {
      var m = 0, i = 0;
      while (i < length && consonant(i)) i++;
      while (i < length) {
        while (i < length && !consonant(i)) i++;
        if (i >= length) break;
        m++;
        while (i < length && consonant(i)) i++;
      }
      return m;
    }
    function hasVowel(length) { for (var i = 0; i < length; i++) if (!consonant(i)) return true; return false; }
    function cvc(length) {
      if (length < 3 || !consonant(length - 1) || consonant(length - 2) || !consonant(length - 3)) return false;
      return "wxy".indexOf(w[length - 1]) < 0;
    }
    if (ends("sses") || ends("ies")) w = w.slice(0, -2);
    else if (!ends("ss") && ends("s") && w.length > 3) w = w.slice(0, -1);
    var fixup = false;
    if (ends("eed")) {
      if (measure(w.length - 3) > 0) w = w.slice(0, -1);
    } else if (ends("ed") && hasVowel(w.length - 2)) {
      w = w.slice(0, -2); fixup = true;
    } else if (ends("ing") && hasVowel(w.length - 3)) {
      w = w.slice(0, -3); fixup = true;
    }
    if (fixup) {
      var last = w[w.length - 1];
      if (ends("at") || ends("bl") || ends("iz")) w += "e";
      else if (w.length >= 2 && last === w[w.length - 2] && consonant(w.length - 1) && "lsz".indexOf(last) < 0) w = w.slice(0, -1);
      else if (measure(w.length) === 1 && cvc(w.length)) w += "e";
    }
    if (ends("y") && hasVowel(w.length - 1)) w = w.slice(0, -1) + "i";
    return w;
  }

  // Tokens with their UTF-16 offsets in `text`, for highlighting.
  function tokens(text) {
    var chars = [], starts = [], offset = 0;
    for (var ch of text) { chars.push(ch); starts.push(offset); offset += ch.length; }
    starts.push(offset);
    var out = [], i = 0;
    while (i < chars.length) {
      var kind = script(chars[i].codePointAt(0)), end = i + 1;
      while (end < chars.length && script(chars[end].codePointAt(0)) === kind) end++;
      if (kind === WORD) {
        var term = stem(fold(chars.slice(i, end).join("")));
        if (term) out.push({ term: term, start: starts[i], end: starts[end] });
      } else if (kind === HAN) {
        for (var j = i; j < end; j++) {
          out.push({ term: chars[j], start: starts[j], end: starts[j + 1] });
          if (j + 1 < end) out.push({ term: chars[j] + chars[j + 1], start: starts[j], end: starts[j + 2] });
        }
      } else if (kind === HANGUL) {
        if (end - i === 1) out.push({ term: chars[i], start: starts[i], end: starts[end] });
        for (var k = i; k + 1 < end; k++) out.push({ term: chars[k] + chars[k + 1], start: starts[k], end: starts[k + 2] });
      }
      i = end;
    }
    return out;
  }

  function terms(text) { return tokens(text).map(function (t) { return t.term; }); }

  // MARK: ranking (as the CLI's Query.swift: BM25F weights from the index, glossary expansion,
  // typos, documents matching more of the query's words first, each entry in its best-matching
  // language, a phrase as written counting extra, a rule after its own entry, an exact id first)

  function prepare(index) {
    index.termList = Object.keys(index.terms).sort();
    index.texts = Object.create(null); // key → language → document
    index.documents.forEach(function (doc) {
      (index.texts[doc.key] = index.texts[doc.key] || Object.create(null))[doc.language] = doc;
    });
    index.conceptTerms = index.concepts.map(function (concept) {
      return { names: concept.map(terms), all: [].concat.apply([], concept.map(terms)) };
    });
    return index;
  }

  function containsRun(list, run) {
    if (!run.length || run.length > list.length) return false;
    outer: for (var i = 0; i + run.length <= list.length; i++) {
      for (var j = 0; j < run.length; j++) if (list[i + j] !== run[j]) continue outer;
      return true;
    }
    return false;
  }

  function search(index, query, limit) {
    var own = terms(query);
    var wanted = []; // {term, weight, bit}
    var seen = Object.create(null);
    function add(term, weight, bit) {
      if (seen[term] !== undefined) return;
      seen[term] = wanted.length;
      wanted.push({ term: term, weight: weight, bit: bit });
    }
    own.forEach(function (term) { add(term, 1, wanted.length < 30 ? 1 << wanted.length : 0); });
    index.conceptTerms.forEach(function (concept) {
      if (!concept.names.some(function (name) { return containsRun(own, name); })) return;
      concept.all.forEach(function (term) { add(term, 0.4, 0); });
    });
    // While typing, a last Latin word not yet found as a whole matches the words it begins.
    var words = query.match(/[a-z0-9]+$/i), last = own[own.length - 1];
    if (words && last && words[0].length >= 2 && !index.terms[last]) {
      var prefix = fold(words[0]), bit = wanted[seen[last]].bit;
      for (var at = lowerBound(index.termList, prefix), added = 0;
           at < index.termList.length && added < 20 && index.termList[at].indexOf(prefix) === 0; at++, added++) {
        add(index.termList[at], 0.7, bit);
      }
    }
    // A Latin word of five or more letters found nowhere matches words one edit away (two
    // from eight letters), at half weight.
    wanted.slice().forEach(function (want) {
      if (want.weight !== 1 || index.terms[want.term] || !/^[\x00-\x7f]{5,}$/.test(want.term)) return;
      var allowed = want.term.length >= 8 ? 2 : 1;
      index.termList.forEach(function (candidate) {
        if (Math.abs(candidate.length - want.term.length) <= allowed && candidate.charCodeAt(0) < 0x80 &&
            editDistance(want.term, candidate, allowed) <= allowed) add(candidate, 0.5, 0);
      });
    });

    var total = index.documents.length, k1 = index.k1;
    var scores = new Float64Array(total), masks = new Int32Array(total), matched = Object.create(null);
    wanted.forEach(function (want) {
      var list = index.terms[want.term];
      if (!list) return;
      matched[want.term] = true;
      var count = list.length / 2;
      var idf = Math.log(1 + (total - count + 0.5) / (count + 0.5));
      for (var i = 0; i < list.length; i += 2) {
        var tf = list[i + 1] / 1000;
        scores[list[i]] += want.weight * idf * tf * (k1 + 1) / (tf + k1);
        masks[list[i]] |= want.bit;
      }
    });
    function byScore(a, b) { return b.score - a.score || (a.document.key < b.document.key ? -1 : 1); }
    // Each entry or rule once, with its best-matching language.
    var best = Object.create(null), hits = [];
    for (var d = 0; d < total; d++) {
      if (scores[d] <= 0) continue;
      var score = scores[d] * (1 + bitCount(masks[d])), doc = index.documents[d], known = best[doc.key];
      if (!known) hits.push(best[doc.key] = { document: doc, score: score });
      else if (score > known.score) { known.document = doc; known.score = score; }
    }
    // The leading candidates: a phrase found as written counts extra; a rule follows its entry;
    // an exact id or alias comes first.
    hits = hits.sort(byScore).slice(0, limit * 3 + 20);
    hits.forEach(function (hit) {
      var doc = hit.document;
      if (own.length > 1 && [doc.title, doc.summary, doc.headings].some(function (field) {
        return containsRun(terms(field), own);
      })) hit.score *= 1.5;
    });
    hits.forEach(function (hit) {
      var entry = hit.document.entry && best[hit.document.entry];
      if (entry && hit.score >= entry.score) hit.score = entry.score * 0.99;
    });
    var key = query.trim().toLowerCase();
    key = index.aliases[key] || key;
    if (best[key] && hits.indexOf(best[key]) >= 0) best[key].score += 1e6;
    hits.sort(byScore);
    // Highlight a Han character alone only when no matched bigram holds it: 共享 and 表单
    // light up as words, not every 共 and 表 on the page.
    var highlight = Object.create(null), paired = Object.create(null);
    Object.keys(matched).forEach(function (term) {
      var chars = Array.from(term);
      if (chars.length === 2 && script(term.codePointAt(0)) !== WORD) { paired[chars[0]] = paired[chars[1]] = true; }
    });
    Object.keys(matched).forEach(function (term) { if (!paired[term]) highlight[term] = true; });
    return { hits: hits.slice(0, limit), matched: highlight };
  }

  function lowerBound(list, value) {
    var low = 0, high = list.length;
    while (low < high) { var mid = (low + high) >> 1; if (list[mid] < value) low = mid + 1; else high = mid; }
    return low;
  }

  // Optimal string alignment distance (a swap of neighbours is one edit), or limit + 1.
  function editDistance(a, b, limit) {
    var twoBack = [], previous = [], current = [];
    for (var j = 0; j <= b.length; j++) previous[j] = j;
    for (var i = 1; i <= a.length; i++) {
      current = [i];
      var rowMinimum = i;
      for (j = 1; j <= b.length; j++) {
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoBack[j - 2] + 1);
        current[j] = value;
        rowMinimum = Math.min(rowMinimum, value);
      }
      if (rowMinimum > limit) return limit + 1;
      twoBack = previous;
      previous = current;
    }
    return previous[b.length];
  }

  function bitCount(n) { var c = 0; while (n) { n &= n - 1; c++; } return c; }

  // MARK: page

  // `text` as DOM nodes, with the tokens whose terms matched in <mark>. Content is only ever
  // inserted as text nodes: nothing from the index is parsed as HTML.
  function highlighted(text, matched) {
    var fragment = document.createDocumentFragment(), ranges = [];
    tokens(text).forEach(function (t) {
      if (!matched[t.term]) return;
      var last = ranges[ranges.length - 1];
      if (last && t.start <= last.end) last.end = Math.max(last.end, t.end);
      else ranges.push({ start: t.start, end: t.end });
    });
    var at = 0;
    ranges.forEach(function (range) {
      if (range.start > at) fragment.appendChild(document.createTextNode(text.slice(at, range.start)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(range.start, range.end);
      fragment.appendChild(mark);
      at = range.end;
    });
    if (at < text.length) fragment.appendChild(document.createTextNode(text.slice(at)));
    return fragment;
  }

  function start(form) {
    var input = form.querySelector("input"), list = form.querySelector("ol"), status = form.querySelector("[role=status]");
    var index = null, loading = false;
    form.hidden = false;

    function load() {
      if (index || loading) return;
      loading = true;
      var tag = document.createElement("script");
      tag.src = form.dataset.index;
      tag.onload = function () { index = prepare(window.higSearchIndex); update(); };
      tag.onerror = function () { status.textContent = form.dataset.unavailable; };
      document.head.appendChild(tag);
    }

    function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

    function close() { list.hidden = true; list.textContent = ""; }


    function update() {
      if (!index) return load();
      var query = input.value;
      if (!query.trim()) { close(); status.textContent = ""; return; }
      var results = search(index, query, 8);
      list.textContent = "";
      var language = document.documentElement.lang;
      results.hits.forEach(function (hit) {
        var key = hit.document.key, texts = index.texts[key];
        var shown = texts[language] || texts.en || hit.document;
        var item = document.createElement("li"), link = document.createElement("a");
        link.href = form.dataset.root + index.paths[key][language];
        var title = document.createElement("span");
        title.className = "result-title";
        title.appendChild(highlighted(shown.title, results.matched));
        var summary = document.createElement("span");
        summary.className = "result-summary";
        summary.appendChild(highlighted(shown.summary, results.matched));
        link.appendChild(title);
        link.appendChild(summary);
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = results.hits.length === 0;
      status.textContent = results.hits.length ? form.dataset.count.replace("%d", results.hits.length) : form.dataset.none;
    }

    input.addEventListener("focus", load);
    input.addEventListener("input", update);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = links()[0];
      if (first) first.click();
    });
    // Arrow keys move between the input and the results; Escape closes them.
    form.addEventListener("keydown", function (event) {
      var all = links(), at = all.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && all.length) {
        all[Math.min(at + 1, all.length - 1)].focus();
      } else if (event.key === "ArrowUp" && all.length) {
        if (at <= 0) input.focus(); else all[at - 1].focus();
      } else if (event.key === "Escape") {
        input.value = "";
        close();
        status.textContent = "";
        input.focus();
      } else {
        return;
      }
      event.preventDefault();
    });
    document.addEventListener("click", function (event) { if (!form.contains(event.target)) close(); });
  }

  // Exposed for the site's tests, which compare it with the CLI's tokenizer.
  window.higSearch = { tokens: tokens, terms: terms, search: search, prepare: prepare };

  var form = document.querySelector("form.search");
  if (form) start(form);
})();
