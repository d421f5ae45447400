// Equation list browser (lists/index.md): browse and filter the lists published by hooks/gen_equations.py.
// Lists are chunked files sorted by value (lists/<id>/chunk-NNNN.json: [[value, [text, ...]], ...]) with an index
// (lists/<id>/index.json: the chunks' first and last values). A target fetches only the chunks that hold it; other
// filters stream the chunks one by one with progress, stop at CAP matches ("Show more" resumes) and can be
// cancelled. Mathler Hard targets outside the published ones are computed by Python in the worker (runtime.js).
(function () {
  "use strict";
  const root = document.getElementById("eqlist");
  if (!root || root.dataset.ready) return;
  root.dataset.ready = "1";
  const base = new URL("../lists/", document.currentScript ? document.currentScript.src : location.href);
  const CAP = 500;
  const form = root.querySelector("form");
  const select = form.elements.list;
  const progress = root.querySelector(".eqlist-progress");
  const status = root.querySelector(".eqlist-status");
  const results = root.querySelector(".eqlist-results");
  const moreButton = root.querySelector("[data-action=more]");
  const cancelButton = root.querySelector("[data-action=cancel]");
  const lists = new Map();
  let run = null; // the search in progress or paused: {controller, next()}

  function say(text) { status.textContent = text; }

  async function getJSON(url, signal) {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`could not load ${url.pathname || url} (${response.status})`);
    return response.json();
  }

  async function listInfo(id, signal) {
    if (!lists.get(id).chunks) lists.set(id, await getJSON(new URL(`${id}/index.json`, base), signal));
    return lists.get(id);
  }

  function readFilters(info) {
    const f = form.elements;
    const pattern = f.pattern.value.trim();
    const targetText = f.target.value.trim();
    let target = null;
    if (targetText !== "") {
      if (!/^-?\d{1,12}$/.test(targetText)) throw new Error("The target is a whole number.");
      target = Number(targetText);
    }
    if (pattern && [...pattern].length !== info.tiles) {
      throw new Error(`The pattern needs one character per tile: ${info.tiles} for ${info.title}.`);
    }
    return { target, pattern: [...pattern], must: [...f.must.value.replace(/\s/g, "")],
             mustNot: [...f.mustNot.value.replace(/\s/g, "")] };
  }

  function matches(text, flt) {
    if (flt.pattern.length) {
      const chars = [...text];
      if (chars.length !== flt.pattern.length) return false;
      for (let i = 0; i < chars.length; i++) if (flt.pattern[i] !== "?" && flt.pattern[i] !== chars[i]) return false;
    }
    for (const ch of flt.must) if (!text.includes(ch)) return false;
    for (const ch of flt.mustNot) if (text.includes(ch)) return false;
    return true;
  }

  function show(rows, info) {
    const fragment = document.createDocumentFragment();
    for (const [text, value] of rows) {
      const li = document.createElement("li");
      const code = document.createElement("code");
      code.textContent = info.game === "Mathler" ? `${text} = ${value}` : text;
      li.appendChild(code);
      fragment.appendChild(li);
    }
    results.appendChild(fragment);
  }

  function busy(on) {
    cancelButton.hidden = !on;
    progress.hidden = !on;
    if (on) moreButton.hidden = true;
  }

  // Static lists: a resumable scan over the chunks that may hold matches.
  function chunkScan(info, flt, controller) {
    let chunks = info.chunks;
    if (flt.target !== null) chunks = chunks.filter((c) => c.first <= flt.target && flt.target <= c.last);
    let ci = 0, gi = 0, ti = 0, found = 0;
    let groups = null;
    return async function next() {
      const page = [];
      while (ci < chunks.length && page.length < CAP) {
        if (!groups) {
          progress.value = ci / Math.max(chunks.length, 1);
          say(`Reading chunk ${ci + 1} of ${chunks.length}… ${(found + page.length).toLocaleString()} found so far.`);
          groups = await getJSON(new URL(`${info.id}/${chunks[ci].file}`, base), controller.signal);
          gi = 0; ti = 0;
        }
        for (; gi < groups.length && page.length < CAP; gi++, ti = 0) {
          const [value, texts] = groups[gi];
          if (flt.target !== null && value !== flt.target) continue;
          for (; ti < texts.length && page.length < CAP; ti++) {
            if (matches(texts[ti], flt)) page.push([texts[ti], value]);
          }
          if (ti < texts.length) break;
        }
        if (gi >= groups.length) { groups = null; ci++; }
      }
      found += page.length;
      const done = ci >= chunks.length;
      const partial = !info.complete && info.targets && flt.target === null
        ? ` (its published targets, ${info.targets[0]} to ${info.targets[1]}; type a target for any other)` : "";
      return { page, done, summary: done
        ? `${found.toLocaleString()} match${found === 1 ? "" : "es"} in ${info.title}${partial}.`
        : `Showing the first ${found.toLocaleString()} matches (read ${ci} of ${chunks.length} chunks).` };
    };
  }

  // Mathler Hard targets outside the published window: computed by Python in the worker.
  function pythonScan(info, flt) {
    let offset = 0;
    return async function next() {
      if (!window.Puzzlers) throw new Error("This target needs the Python runtime, which did not load on this page.");
      say(`Computing every ${info.title} expression of ${flt.target} with Python… (the first time loads Python)`);
      const py = info.python;
      const result = await window.Puzzlers.call(py.module, py.fn, {
        tiles: py.tiles, rules: py.rules, target: flt.target, offset, limit: CAP,
        pattern: flt.pattern.join(""), must: flt.must.join(""), must_not: flt.mustNot.join(""),
      });
      offset += result.expressions.length;
      const done = offset >= result.count;
      return { page: result.expressions.map((t) => [t, flt.target]), done,
               summary: `${done ? "" : `Showing ${offset.toLocaleString()} of `}${result.count.toLocaleString()}`
                 + ` match${result.count === 1 ? "" : "es"} for ${flt.target} in ${info.title} (computed in your browser).` };
    };
  }

  async function step() {
    const current = run;
    busy(true);
    try {
      const { page, done, summary } = await current.next();
      if (run !== current) return;
      show(page, current.info);
      say(summary);
      moreButton.hidden = done;
    } catch (error) {
      if (run !== current) return;
      say(error.name === "AbortError" || error.cancelled ? "Cancelled." : `${error.message}`);
      moreButton.hidden = true;
    } finally {
      if (run === current) busy(false);
    }
  }

  async function start(event) {
    if (event) event.preventDefault();
    stop(false);
    results.textContent = "";
    const controller = new AbortController();
    const current = { controller };
    run = current;
    try {
      const info = await listInfo(select.value, controller.signal);
      const flt = readFilters(info);
      current.info = info;
      const outside = info.python && flt.target !== null
        && (flt.target < info.targets[0] || flt.target > info.targets[1]);
      current.next = outside ? pythonScan(info, flt) : chunkScan(info, flt, controller);
      current.python = outside;
    } catch (error) {
      if (run === current) say(error.name === "AbortError" ? "Cancelled." : error.message);
      return;
    }
    if (run === current) await step();
  }

  function stop(announce = true) {
    if (!run) return;
    run.controller.abort();
    if (run.python && window.Puzzlers && !cancelButton.hidden) window.Puzzlers.cancel();
    run = null;
    busy(false);
    if (announce) say("Cancelled.");
  }

  form.addEventListener("submit", start);
  cancelButton.addEventListener("click", () => stop(true));
  moreButton.addEventListener("click", () => { if (run) step(); });
  select.addEventListener("change", () => start());

  getJSON(new URL("index.json", base)).then((index) => {
    for (const l of index.lists) {
      lists.set(l.id, l);
      const option = document.createElement("option");
      option.value = l.id;
      option.textContent = `${l.title} — ${l.count.toLocaleString()}${l.complete ? "" : "+"}`;
      select.appendChild(option);
    }
    const wanted = new URLSearchParams(location.search).get("list");
    if (wanted && lists.has(wanted)) select.value = wanted;
    start();
  }).catch((error) => say(`The lists could not be loaded: ${error.message}. Offline? Open this page once online.`));
})();
