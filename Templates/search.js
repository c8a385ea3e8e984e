// hig-activity site search: runs in the page, with no server and no request outside the site.
// The index (assets/search/) is split into small scripts, loaded as a query needs them, so it
// works from file:// and a large site's first query reads little. Tokenizing follows the CLI's Tokenizer.swift exactly: NFKC
// and case folding, Porter step 1, Han characters plus bigrams, Hangul syllable bigrams.
(function () {
  "use strict";

  // MARK: tokenizer (keep in step with Sources/GuidelineSearch/Tokenizer.swift)

  var WORD = 1, HAN = 2, HANGUL = 3, SEPARATOR = 0;
  var LETTER = /[\p{Alphabetic}\p{N}\p{Mn}]/u;
  // {hanAndKana, kana, hangul}: [first, last] code point ranges, written in when the site is built
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
      else if (w.length >= 3 && last === "l" && "cdfgkptz".indexOf(w[w.length - 2]) >= 0) w += "e"; // titled → title
      else if (w.length >= 2 && last === w[w.length - 2] && consonant(w.length - 1) && "lsz".indexOf(last) < 0) w = w.slice(0, -1);
      else if (measure(w.length) === 1 && cvc(w.length)) w += "e";
    }
    if (ends("y") && hasVowel(w.length - 1)) w = w.slice(0, -1) + "i";
    return w;
  }

  // A Han or Hangul term in its canonical spelling, as the index writes it (compatibility
  // ideographs and conjoining jamo compose).
  function canonical(term) { return term.normalize("NFC"); }

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
          out.push({ term: canonical(chars[j]), start: starts[j], end: starts[j + 1], part: end - i > 1 });
          if (j + 1 < end) out.push({ term: canonical(chars[j] + chars[j + 1]), start: starts[j], end: starts[j + 2] });
        }
      } else if (kind === HANGUL) {
        if (end - i === 1) out.push({ term: canonical(chars[i]), start: starts[i], end: starts[end] });
        for (var k = i; k + 1 < end; k++) out.push({ term: canonical(chars[k] + chars[k + 1]), start: starts[k], end: starts[k + 2] });
      }
      i = end;
    }
    return out;
  }

  function terms(text) { return tokens(text).map(function (t) { return t.term; }); }

  // MARK: index (the files of assets/search/, written by Sources/GuidelineSearch/BrowserIndex.swift;
  // each is a script that calls higSearchLoaded, so the index loads from file:// too)

  var loaded = Object.create(null), waiting = Object.create(null);
  window.higSearchLoaded = function (name, data) {
    loaded[name] = data;
    (waiting[name] || []).forEach(function (wait) { wait.resolve(data); });
    delete waiting[name];
  };

  function loadFile(base, name) {
    if (loaded[name]) return Promise.resolve(loaded[name]);
    return new Promise(function (resolve, reject) {
      var first = !waiting[name];
      (waiting[name] = waiting[name] || []).push({ resolve: resolve, reject: reject });
      if (!first) return;
      var tag = document.createElement("script");
      tag.src = base + name + ".js";
      tag.onerror = function () {
        (waiting[name] || []).forEach(function (wait) { wait.reject(new Error("cannot load " + tag.src)); });
        delete waiting[name];
      };
      document.head.appendChild(tag);
    });
  }

  // The index at `base` (a folder URL ending in /): its meta file read, no shard yet.
  function open(base) {
    return loadFile(base, "meta").then(function (meta) { return prepare(base, meta); });
  }

  function prepare(base, meta) {
    var index = {
      base: base, meta: meta, total: meta.documents, k1: meta.k1,
      terms: new Map(), shardTerms: [], vocabulary: [], records: [],
      // Per document, its key's number and its language's place in meta.languages.
      keyOf: new Int32Array(meta.documents), languageOf: new Uint8Array(meta.documents), firstDocument: [],
      aliases: new Map(),
      ruleEntry: new Map(), stopSet: new Set(meta.stopTerms), particles: meta.particles
    };
    var d = 0, key = 0;
    meta.keyLanguages.split(",").forEach(function (run) {
      var star = run.indexOf("*"), letters = star < 0 ? run : run.slice(0, star);
      for (var times = star < 0 ? 1 : +run.slice(star + 1); times > 0; times--, key++) {
        index.firstDocument.push(d);
        for (var i = 0; i < letters.length; i++, d++) {
          index.keyOf[d] = key;
          index.languageOf[d] = letters.charCodeAt(i) - 97;
        }
      }
    });
    for (var i = 0; i < meta.aliases.length; i += 2) index.aliases.set(meta.aliases[i], meta.aliases[i + 1]);
    for (i = 0; i < meta.ruleEntries.length; i += 2) index.ruleEntry.set(meta.ruleEntries[i], meta.ruleEntries[i + 1]);
    index.conceptTerms = meta.concepts.map(function (concept, at) {
      // entry: the key number of the entry that answers for the concept, -1 for none.
      return {
        names: concept.map(terms), tokens: [].concat.apply([], concept.map(tokens)),
        entry: meta.conceptEntries[at], component: meta.conceptComponents[at] === 1, topic: meta.conceptTopics[at]
      };
    });
    // A concept's terms are in its own file, each in the first concept that holds it.
    index.conceptOf = new Map();
    index.conceptTerms.forEach(function (concept, at) {
      concept.tokens.forEach(function (t) { if (!index.conceptOf.has(t.term)) index.conceptOf.set(t.term, at); });
    });
    return index;
  }

  // The term shards (or glossary concept files) holding `list`'s terms, read. A term shard has
  // a concept's number in place of the postings of the concept's terms.
  function loadTerms(index, list) {
    var wanted = [];
    list.forEach(function (term) {
      var concept = index.conceptOf.get(term), shard = upperBound(index.meta.termShards, term) - 1;
      var name = concept !== undefined ? "c" + concept : shard >= 0 && !index.shardTerms[shard] ? "t" + shard : null;
      if (name && wanted.indexOf(name) < 0) wanted.push(name);
    });
    return Promise.all(wanted.map(function (name) { return loadTermFile(index, name); }));
  }

  function loadTermFile(index, name) {
    return loadFile(index.base, name).then(function (data) {
      var names = [];
      for (var i = 0; i < data.length; i += 2) {
        if (typeof data[i + 1] === "string" && !index.terms.has(data[i])) index.terms.set(data[i], data[i + 1]);
        names.push(data[i]);
      }
      if (name[0] === "t") index.shardTerms[+name.slice(1)] = names;
    });
  }

  // A term's postings, decoded on first use (BrowserIndex.swift writes them as numbers in base-64
  // digits of five bits): `list` is [document, weight, …]; `at[i]`, where the `i`th posting's
  // phrase positions start in `positions` (their count, then each), or -1.
  var DIGIT = new Int8Array(128);
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split("").forEach(function (c, i) {
    DIGIT[c.charCodeAt(0)] = i;
  });

  function postingsOf(index, term) {
    var data = index.terms.get(term);
    if (typeof data !== "string") return data;
    // One pass over the digits, number by number (a common term has tens of thousands).
    var list = [], at = [], positions = [], doc = 0, field = 0, left = 0, place = 0;
    var value = 0, shift = 0;
    for (var i = 0; i < data.length; i++) {
      var digit = DIGIT[data.charCodeAt(i)];
      value |= (digit & 31) << shift;
      if (digit & 32) { shift += 5; continue; }
      if (field === 0) {  // a document gap
        doc += value;
        field = 1;
      } else if (field === 1) {  // weight and whether positions follow
        list.push(doc, (value >> 1) / 1024);
        if (value & 1) { at.push(positions.length); field = 2; } else { at.push(-1); field = 0; }
      } else if (field === 2) {  // how many positions
        positions.push(value);
        left = value;
        place = 0;
        field = left ? 3 : 0;
      } else {  // a position's gap
        positions.push(place += value);
        if (--left === 0) field = 0;
      }
      value = 0;
      shift = 0;
    }
    var postings = { list: list, at: at, positions: positions };
    index.terms.set(term, postings);
    return postings;
  }

  // The document shards of the keys `list` (key numbers), read.
  function loadKeys(index, list) {
    var size = index.meta.keysPerShard, wanted = [];
    list.forEach(function (key) {
      var shard = Math.floor(key / size);
      if (!index.records[key] && wanted.indexOf(shard) < 0) wanted.push(shard);
    });
    return Promise.all(wanted.map(function (shard) {
      return loadFile(index.base, "d" + shard).then(function (records) {
        records.forEach(function (record, at) { index.records[shard * size + at] = record; });
      });
    }));
  }

  // A document's texts and key: {key, kind, language, title, summary, headings, entry, record}.
  function documentOf(index, d) {
    var key = index.keyOf[d], record = index.records[key], texts = record.d[d - index.firstDocument[key]];
    return {
      key: record.k, kind: record.kind, language: index.meta.languages[index.languageOf[d]], title: texts[0], summary: texts[1],
      headings: texts[2], record: record
    };
  }

  // The number of the key written `name`, or -1. Keys (entry and rule ids) never hold white
  // space, so a query of several words reads nothing.
  function keyNumber(index, name) {
    var shard = upperBound(index.meta.idShards, name) - 1;
    if (shard < 0 || /\s/.test(name)) return Promise.resolve(-1);
    return loadFile(index.base, "i" + shard).then(function (ids) {
      var at = lowerBound(ids, name);
      return ids[at] === name ? shard * index.meta.idsPerShard + at : -1;
    });
  }

  // The vocabulary of typo correction: the indexed terms of `length` UTF-16 units starting with ASCII.
  function vocabulary(index, length) {
    if (index.meta.vocabulary.indexOf(length) < 0) return Promise.resolve([]);
    return loadFile(index.base, "v" + length);
  }

  function upperBound(list, value) {
    var low = 0, high = list.length;
    while (low < high) { var mid = (low + high) >> 1; if (list[mid] <= value) low = mid + 1; else high = mid; }
    return low;
  }

  // MARK: ranking (as the CLI's Query.swift: BM25F weights from the index; the query's words as
  // slots, a document scoring more for each slot it covers, weighted by the word's rarity; stop
  // words, particles, single Han characters of longer runs and Han pairs that are not words
  // counting less; glossary expansion; typos; the topics of the concepts the query names
  // counting extra; each entry ranked in the language the query is
  // written in when that matched; a phrase as written counting extra; a rule after its own
  // entry; an exact id first)

  function containsRun(list, run) {
    if (!run.length || run.length > list.length) return false;
    outer: for (var i = 0; i + run.length <= list.length; i++) {
      for (var j = 0; j < run.length; j++) if (list[i + j] !== run[j]) continue outer;
      return true;
    }
    return false;
  }

  // The query with particles removed from the ends of Hangul words (아이패드에서 → 아이패드).
  function withoutParticles(index, query) {
    return query.split(" ").map(function (word) {
      var chars = Array.from(word);
      if (!chars.length || !chars.every(function (c) { return inRanges(c.codePointAt(0), CJK.hangul); })) return word;
      for (var i = 0; i < index.particles.length; i++) {
        var particle = index.particles[i], length = Array.from(particle).length;
        if (chars.length - length >= 2 && word.slice(word.length - particle.length) === particle) {
          return chars.slice(0, chars.length - length).join("");
        }
      }
      return word;
    }).join(" ");
  }

  // The language a query is written in: Korean with Hangul, Japanese with kana, Chinese with Han.
  function writtenLanguage(query) {
    var han = false, kana = false;
    for (var ch of query) {
      var code = ch.codePointAt(0);
      if (inRanges(code, CJK.hangul)) return "ko";
      if (inRanges(code, CJK.kana)) kana = true;
      else if (inRanges(code, CJK.hanAndKana)) han = true;
    }
    return kana ? "ja" : han ? "zh-Hans" : "en";
  }

  function count(index, term) { var postings = postingsOf(index, term); return postings ? postings.list.length / 2 : 0; }

  // Whether `phrase` (terms) stands in order in document `d`'s title, summary or headings, by
  // the positions there that the postings of its terms hold.
  function hasPhrase(index, d, phrase) {
    var places = [];
    for (var k = 0; k < phrase.length; k++) {
      var postings = index.terms.has(phrase[k]) && postingsOf(index, phrase[k]);
      if (!postings) return false;
      var list = postings.list, low = 0, high = list.length / 2;
      while (low < high) { var mid = (low + high) >> 1; if (list[2 * mid] < d) low = mid + 1; else high = mid; }
      if (low >= list.length / 2 || list[2 * low] !== d || postings.at[low] < 0) return false;
      var from = postings.at[low];
      places.push(postings.positions.slice(from + 1, from + 1 + postings.positions[from]));
    }
    return places[0].some(function (start) {
      return places.every(function (list, k) { return list.indexOf(start + k) >= 0; });
    });
  }

  function isHanPair(term) {
    var chars = Array.from(term);
    return chars.length === 2 && chars.every(function (c) { return inRanges(c.codePointAt(0), CJK.hanAndKana); });
  }

  // A pair of Han characters is a word when most documents holding its rarer character hold it.
  function isHanWord(index, term) {
    if (!isHanPair(term)) return true;
    var chars = Array.from(term), pair = count(index, term);
    if (!pair) return true;
    var alone = chars.map(function (c) { return count(index, c); }).filter(Boolean);
    return pair >= 0.2 * (alone.length ? Math.min.apply(null, alone) : pair);
  }

  // The nearest index terms to a Latin term of four or more letters (four: neighbours swapped).
  async function typoMatches(index, term) {
    if (!/^[\x00-\x7f]{4,}$/.test(term)) return [];
    if (term.length === 4) {
      var known = new Set(await vocabulary(index, 4)), swaps = [];
      for (var at = 0; at < 3; at++) {
        var swapped = term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
        if (swapped !== term && known.has(swapped)) swaps.push(swapped);
      }
      return swaps;
    }
    var allowed = term.length >= 8 ? 2 : 1, found = [], lengths = [];
    for (var length = term.length - allowed; length <= term.length + allowed; length++) lengths.push(length);
    var lists = await Promise.all(lengths.map(function (length) { return vocabulary(index, length); }));
    [].concat.apply([], lists).sort().forEach(function (candidate) {
      if (Math.abs(candidate.length - term.length) > allowed) return;
      var distance = editDistance(term, candidate, allowed);
      if (distance > allowed) return;
      if (distance < allowed) { found = []; allowed = distance; }
      found.push(candidate);
    });
    return found;
  }

  // Up to 20 indexed terms that `prefix` begins, in order.
  async function completions(index, prefix) {
    var found = [], shard = Math.max(0, upperBound(index.meta.termShards, prefix) - 1);
    for (; shard < index.meta.termShards.length && found.length < 20; shard++) {
      if (!index.shardTerms[shard]) await loadTermFile(index, "t" + shard);
      var list = index.shardTerms[shard], at = lowerBound(list, prefix);
      for (; at < list.length && found.length < 20 && list[at].indexOf(prefix) === 0; at++) found.push(list[at]);
      if (at < list.length) break;
    }
    return found;
  }

  // The best `limit` results: {hits: [{document, score}], matched: {term: true}}. Reads the
  // shards the query needs: its terms', then its candidates' documents.
  async function search(index, query, limit) {
    var queryTokens = tokens(withoutParticles(index, query));
    var own = queryTokens.map(function (t) { return t.term; });
    // One round of loading for what the query alone decides: its terms, the characters of its
    // Han pairs (isHanWord weighs them), the terms of the glossary concepts it names, the terms a last word being typed
    // may begin, and the id it may be.
    var needed = own.slice();
    own.forEach(function (term) { if (isHanPair(term)) needed = needed.concat(Array.from(term)); });
    index.conceptTerms.forEach(function (concept) {
      if (concept.names.some(function (name) { return name.length && containsRun(own, name); })) {
        concept.tokens.forEach(function (t) { needed.push(t.term); });
      }
    });
    var words = query.match(/[a-z0-9]+$/i);
    if (words) needed.push(fold(words[0]));
    var exact = query.trim().toLowerCase();
    exact = index.aliases.get(exact) || exact;
    var findingKey = keyNumber(index, exact);
    await Promise.all([loadTerms(index, needed), findingKey]);
    var exactKey = await findingKey;
    var total = index.total, k1 = index.k1;
    function idf(n) { return Math.log(1 + (total - n + 0.5) / (n + 0.5)); }
    var rarest = idf(1);
    var weights = Object.create(null), slots = Object.create(null), slotWeight = [], slotCount = 0;
    queryTokens.forEach(function (t) {
      if (weights[t.term] !== undefined) return;
      if (t.part || index.stopSet.has(t.term) || !isHanWord(index, t.term)) {
        weights[t.term] = 0.3;
      } else {
        weights[t.term] = 1;
        if (slotCount >= 30) return;
        slotWeight[slotCount] = index.terms.has(t.term) ? idf(count(index, t.term)) / rarest : 0;
        slots[t.term] = 1 << slotCount++;
      }
    });
    // The concepts the query names, each with the longest of its names the query holds.
    var namedConcepts = [];
    index.conceptTerms.forEach(function (concept) {
      var namedBy = [];
      concept.names.forEach(function (name) {
        if (name.length && name.length > namedBy.length && containsRun(own, name)) namedBy = name;
      });
      if (namedBy.length) namedConcepts.push([concept, namedBy]);
    });
    // A component's name beside other words counts for less (Query.swift says why).
    var typedSlots = 0;
    Object.keys(slots).forEach(function (term) { typedSlots |= slots[term]; });
    namedConcepts.forEach(function (pair) {
      if (!pair[0].component) return;
      var mine = pair[1].reduce(function (bits, term) { return bits | (slots[term] || 0); }, 0);
      if (!(typedSlots & ~mine)) return;
      pair[1].forEach(function (term) { if (weights[term] === 1) weights[term] = index.meta.componentWeight; });
      for (var bit = 0; bit < slotCount; bit++) if (mine & (1 << bit)) slotWeight[bit] *= index.meta.componentWeight;
    });
    var named = [];  // [namedBy, entry] of each concept the query names that an entry answers for
    var namedTopics = new Set();  // their topics: their entries and rules rank × topicWeight
    namedConcepts.forEach(function (pair) {
      var concept = pair[0], namedBy = pair[1];
      if (concept.entry >= 0) named.push([namedBy, concept.entry]);
      if (concept.topic >= 0) namedTopics.add(concept.topic);
      namedBy.forEach(function (term) {
        var variant = concept.tokens.some(function (t) { return t.term === term && !t.part; });
        if (!variant && namedBy.length > 1 && weights[term] === 1) weights[term] = 0.3;
      });
      var standsIn = namedBy.every(function (term) { return !index.terms.has(term); });
      var slot = namedBy.reduce(function (bits, term) { return bits | (slots[term] || 0); }, 0);
      concept.tokens.forEach(function (t) {
        if (weights[t.term] !== undefined && slots[t.term] !== undefined) return;
        weights[t.term] = Math.max(weights[t.term] || 0, (standsIn ? 1 : index.meta.variantWeight) * (t.part ? 0.3 : 1));
        slots[t.term] = slot;
      });
    });
    // While typing, a last Latin word not yet found as a whole matches the words it begins.
    var last = own[own.length - 1], completed = [];
    if (words && last && words[0].length >= 2 && !index.terms.has(last)) {
      completed = (await completions(index, fold(words[0]))).map(function (term) {
        return { term: term, weight: 0.7, slot: slots[last] || 0 };
      });
    }
    var wanted = [], corrected = Object.create(null), names = Object.keys(weights).sort();
    for (var w = 0; w < names.length; w++) {
      var term = names[w];
      if (index.terms.has(term)) wanted.push({ term: term, weight: weights[term], slot: slots[term] || 0 });
      else if (weights[term] === 1) {
        var matches = await typoMatches(index, term);
        // One correction stands for the word nearly as much as the word would; several share less.
        var typoWeight = matches.length === 1 ? 0.8 : 0.5;
        matches.forEach(function (candidate) { wanted.push({ term: candidate, weight: typoWeight, slot: slots[term] || 0 }); });
        if (matches.length === 1) corrected[term] = matches[0]; // for the phrase bonus
      }
    }
    wanted = wanted.concat(completed.filter(function (c) { return weights[c.term] === undefined; }));
    await loadTerms(index, wanted.map(function (want) { return want.term; }));

    var phrase = own.map(function (term) { return corrected[term] || term; });
    var scores = new Float64Array(total), covered = new Int32Array(total), matched = Object.create(null);
    wanted.forEach(function (want) {
      var postings = postingsOf(index, want.term);
      if (!postings) return;
      matched[want.term] = true;
      var list = postings.list, termIDF = idf(list.length / 2);
      for (var bit = 0; bit < slotCount; bit++) {
        if ((want.slot & (1 << bit)) && slotWeight[bit] === 0) slotWeight[bit] = termIDF / rarest;
      }
      for (var i = 0; i < list.length; i += 2) {
        var tf = list[i + 1];
        scores[list[i]] += want.weight * termIDF * tf * (k1 + 1) / (tf + k1);
        covered[list[i]] |= want.slot;
      }
    });
    function coverageOf(bits, unknown) {
      var sum = 0;
      for (var b = 0; b < slotCount; b++) if (bits & (1 << b)) sum += slotWeight[b] > 0 ? slotWeight[b] : unknown || 0;
      return sum;
    }
    // A query all about a concept is answered by the entry the glossary names for it: that
    // entry gains the concept's share of the query × the best result's score.
    // (Variants take the slots of the words that named them: typedSlots are still all of them.)
    var queryWeight = coverageOf(typedSlots, 1), answerBonus = new Map();  // a word no entry holds: the rarest
    named.forEach(function (pair) {
      if (queryWeight <= 0) return;
      var bits = pair[0].reduce(function (all, term) { return all | (slots[term] || 0); }, 0);
      var share = coverageOf(bits, 1) / queryWeight;
      if (share >= index.meta.answerShare) answerBonus.set(pair[1], (answerBonus.get(pair[1]) || 0) + share);
    });
    function byScore(a, b) { return b.score - a.score || a.key - b.key; }
    // Each entry or rule once, with its best-matching language, or the query's language when
    // that matched. A key's documents are numbered together, so each key is offered once its last is scored;
    // only the leading candidates are kept, in order (a common word scores most documents).
    var written = index.meta.languages.indexOf(writtenLanguage(query)), keep = limit * 3 + 20, hits = [];
    function offer(key, d, score) {
      var at = hits.length;
      if (at === keep && hits[at - 1].score >= score) return;  // keys ascend: a tie keeps the earlier
      while (at > 0 && hits[at - 1].score < score) at--;
      hits.splice(at, 0, { key: key, d: d, score: score });
      if (hits.length > keep) hits.pop();
    }
    // Each key's document first (the answer bonus needs the best of them), then offered.
    var keyed = [], current = -1, bestD = -1, bestScore = 0, ownD = -1, ownScore = 0, best = 0;
    for (var d = 0; d <= total; d++) {
      var key = d < total ? index.keyOf[d] : -1;
      if (key !== current) {
        if (ownD >= 0) keyed.push([current, ownD, ownScore]); else if (bestD >= 0) keyed.push([current, bestD, bestScore]);
        current = key;
        bestD = ownD = -1;
      }
      if (d === total || (scores[d] <= 0 && !answerBonus.has(key))) continue;
      var score = scores[d] * (1 + coverageOf(covered[d]));
      if (namedTopics.has(index.meta.keyTopics[key])) score *= index.meta.topicWeight;
      if (bestD < 0 || score > bestScore) { bestD = d; bestScore = score; }
      if (index.languageOf[d] === written) { ownD = d; ownScore = score; }
    }
    keyed.forEach(function (entry) { best = Math.max(best, entry[2]); });
    keyed.forEach(function (entry) { offer(entry[0], entry[1], entry[2] + (answerBonus.get(entry[0]) || 0) * best); });
    var leading = new Map();
    hits.forEach(function (hit) { leading.set(hit.key, hit); });
    // The leading candidates: a phrase found as written counts extra, an entry's found by the
    // positions its terms' postings hold, a rule's (whose shown texts are not all it indexes) by
    // reading it. A rule follows its entry; an exact id comes first. Then only the results shown
    // are read.
    var phraseRules = own.length > 1 ? hits.filter(function (hit) { return index.ruleEntry.has(hit.key); }) : [];
    await loadKeys(index, phraseRules.map(function (hit) { return hit.key; }));
    if (own.length > 1) hits.forEach(function (hit) {
      var rule = index.ruleEntry.has(hit.key) && documentOf(index, hit.d);
      var found = rule ? [rule.title, rule.summary, rule.headings].some(function (field) {
        return containsRun(terms(field), phrase);
      }) : hasPhrase(index, hit.d, phrase);
      if (found) hit.score *= 1.5;
    });
    hits.forEach(function (hit) {
      var entry = leading.get(index.ruleEntry.get(hit.key));
      if (entry && hit.score >= entry.score) hit.score = entry.score * 0.99;
    });
    var exactHit = leading.get(exactKey);
    if (exactHit) exactHit.score += 1e6;
    hits = hits.sort(byScore).slice(0, limit);
    await loadKeys(index, hits.map(function (hit) { return hit.key; }));
    hits.forEach(function (hit) { hit.document = documentOf(index, hit.d); });
    // Highlight a Han character alone only when no matched bigram holds it: 共享 and 表单
    // light up as words, not every 共 and 表 on the page.
    var highlight = Object.create(null), paired = Object.create(null);
    Object.keys(matched).forEach(function (term) {
      var chars = Array.from(term);
      if (chars.length === 2 && script(term.codePointAt(0)) !== WORD) { paired[chars[0]] = paired[chars[1]] = true; }
    });
    Object.keys(matched).forEach(function (term) { if (!paired[term]) highlight[term] = true; });
    return { hits: hits, matched: highlight };
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

  // The texts of a result's key in `language`, else in English, else those that matched.
  function shownIn(index, hit, language) {
    var key = hit.key, end = key + 1 < index.firstDocument.length ? index.firstDocument[key + 1] : index.total;
    var english = null;
    for (var d = index.firstDocument[key]; d < end; d++) {
      var tag = index.meta.languages[index.languageOf[d]];
      if (tag === language) return documentOf(index, d);
      if (tag === "en") english = documentOf(index, d);
    }
    return english || hit.document;
  }

  function start(form) {
    var input = form.querySelector("input"), list = form.querySelector("ol"), status = form.querySelector("[role=status]");
    var index = null, opening = null, asked = 0;
    form.hidden = false;

    function load() {
      if (!opening) {
        opening = open(form.dataset.index).then(function (opened) { index = opened; return opened; });
        opening.catch(function () { status.textContent = form.dataset.unavailable; });
      }
      return opening;
    }

    function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

    function close() { list.hidden = true; list.textContent = ""; }

    // Each keystroke asks again; an answer that arrives after a newer question is dropped.
    function update() {
      var query = input.value, question = ++asked;
      if (!query.trim()) { close(); status.textContent = ""; return; }
      load().then(function (index) { return search(index, query, 8); }).then(function (results) {
        if (question !== asked) return;
        show(results);
      }, function () { if (question === asked) status.textContent = form.dataset.unavailable; });
    }

    function show(results) {
      list.textContent = "";
      var language = document.documentElement.lang;
      results.hits.forEach(function (hit) {
        var shown = shownIn(index, hit, language);
        var item = document.createElement("li"), link = document.createElement("a");
        link.href = form.dataset.root + language + "/" + hit.document.record.p;
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

  // Exposed for the site's tests, which compare it with the CLI's tokenizer and ranking.
  window.higSearch = { tokens: tokens, terms: terms, search: search, open: open };

  var form = document.querySelector("form.search");
  if (form) start(form);
})();
