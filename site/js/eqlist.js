// Equation list browser (lists/index.md): browse and filter the lists published by hooks/gen_equations.py.
// Lists are chunked files sorted by value (lists/<id>/chunk-NNNN.json: [[value, [text, ...]], ...]) with an index
// (lists/<id>/index.json: the chunks' first and last values). A target fetches only the chunks that hold it; other
// filters stream the chunks one by one with progress, stop at CAP matches ("Show more" resumes) and can be
// cancelled. Mathler Hard targets outside the published ones are computed by Python in the worker (runtime.js).
// The chosen list and the filters live in the share link: list, target, pattern, must, not. The indexes are in the
// service worker's offline copy (hooks/build_runtime.py: LIST_INDEX); a list's part read once is kept by the worker,
// so it works offline; one never read says so by name. Set up once per page view.
(function () {
  "use strict";
  const base = new URL("../lists/", document.currentScript ? document.currentScript.src : location.href);
  const CAP = 500;
  /** A search stopped at CAP counts its other matches when this many parts or fewer are left to read. */
  const COUNT_PARTS = 24;
  const FIELDS = [["target", "target"], ["pattern", "pattern"], ["must", "must"], ["mustNot", "not"]];
  const FIELD_LABELS = { target: "Target", pattern: "Pattern", must: "Must contain", mustNot: "Must not contain" };
  const LINK_NAMES = { target: "the target (a whole number of up to 12 digits)", pattern: "the pattern",
                       must: "the symbols it must contain", mustNot: "the symbols it must not contain" };

  Puzzlers.mount("eqlist", setup, { played: false });

  function setup(root) {
    const form = root.querySelector("form");
    const select = form.elements.list;
    const progress = root.querySelector(".eqlist-progress");
    const status = root.querySelector(".eqlist-status");
    const results = root.querySelector(".eqlist-results");
    const moreButton = root.querySelector("[data-action=more]");
    const cancelButton = root.querySelector("[data-action=cancel]");
    const submitButton = form.querySelector("button[type=submit]");
    const lists = new Map();
    let run = null; // the search in progress or paused: {controller, next()}
    const pyRequests = new Set(); // this page's requests to Python still pending (Cancel stops only these)
    let alive = true;
    let acted = false; // the reader searched (Show, a list chosen, Show more): show the outcome (not at load)

    // The status line is no live region: it changed at each chunk read (514 times in one search of Maxi). What a
    // screen reader is told goes through the page's announcer: the outcome of a search the reader made, an error,
    // a link's unreadable parts, and a search still reading after a second, once.
    function say(text) { if (alive) status.textContent = text; }
    let told = ""; // the last text said
    function tell(text) {
      say(text);
      if (alive) Puzzlers.announce(text);
      told = text;
    }
    let pythonReady = false; // (the first list Python computes waits for it to start)
    const unwatch = Puzzlers.onStatus((s) => { pythonReady = s.state === "ready"; });

    /** A JSON file of the lists; `what` names it in a failure ("Nerdle Classic", say). Offline and not cached: a
     *  message that says so, never a bare "Failed to fetch". */
    async function getJSON(url, signal, what) {
      let response;
      try {
        response = await fetch(url, { signal });
      } catch (error) {
        if (error.name === "AbortError") throw error;
        // (a network error: offline, or a phone whose network reaches nothing, which says it is online)
        throw new Error(navigator.onLine === false || error instanceof TypeError
          ? `${what} is not on this device yet: it is kept for offline use once it has been opened with a network. ` +
            "Connect and show it once."
          : `${what} could not be loaded: ${error.message}`);
      }
      if (!response.ok) throw new Error(`${what} could not be loaded (HTTP ${response.status}).`);
      const text = await response.text();
      let data;
      try {
        data = JSON.parse(text);
      } catch {
        // A body cut short (the connection lost on the way; "Unterminated string in JSON at position 538" was shown):
        // not kept for offline use, where the service worker had kept it (templates/sw.js: RUNTIME_CACHE)
        if (window.caches) caches.open("puzzlers-runtime").then((cache) => cache.delete(url)).catch(() => {});
        throw new Error(`${what} came cut short (was the connection lost?): show it again.`);
      }
      // Read before the service worker took the page over (a first visit), a part is kept for offline use here, as
      // the worker keeps what it fetches: in the browser's HTTP cache alone it would be lost when that expires
      if (window.caches && !(navigator.serviceWorker && navigator.serviceWorker.controller)) {
        const copy = new Response(text, { headers: { "Content-Type": "application/json" } });
        caches.open("puzzlers-runtime").then((cache) => cache.put(url, copy)).catch(() => {});
      }
      return data;
    }

    // The lists' index, read once; after a failure (offline before it was kept, a host's error) Show reads it
    // again (Show said "Cannot read properties of undefined (reading 'chunks')")
    let index = null;
    function loadIndex() {
      index ??= getJSON(new URL("index.json", base), undefined, "The index of the lists").then((data) => {
        for (const l of data.lists) {
          lists.set(l.id, l);
          const option = document.createElement("option");
          option.value = l.id;
          // a list published in part says which part its count is of ("567,052+" read as a lower bound of the
          // whole Hard list's 252,987,890)
          const part = l.complete ? "" : l.targets ? `targets ${l.targets[0]} to ${l.targets[1]}: ` : "at least ";
          option.textContent = `${l.title} — ${part}${Puzzlers.count(l.count)}`;
          select.appendChild(option);
        }
      }).catch((error) => {
        index = null;
        throw error;
      });
      return index;
    }

    async function listInfo(id, signal) {
      const known = lists.get(id);
      if (!known.chunks) lists.set(id, await getJSON(new URL(`${id}/index.json`, base), signal, known.title));
      return lists.get(id);
    }

    /** The list and the filters as they are in the form (the share link's state). */
    function formState() {
      const state = { list: select.value };
      // (a space in a list of symbols means nothing: left out, so that a space in a link is always a `+`, below)
      for (const [name, key] of FIELDS) state[key] = form.elements[name].value.replace(/\s/g, "");
      // a target as it is read ("1,000": 1000), or as typed when it is none (not "10 00" as 1000: its field says no)
      const target = Puzzlers.typedWhole(form.elements.target.value);
      state.target = /^-?\d{1,12}$/.test(target) ? target : form.elements.target.value.trim();
      return state;
    }
    /** The share link: the list and the filters as they are in the form. */
    function writeLink() {
      if (!alive || !window.Puzzlers) return;
      Puzzlers.share.write(formState());
    }

    /** The filters a link holds, into the form; returns the list it names and what could not be read (notes). */
    function readLink() {
      const q = new URLSearchParams(location.search);
      const notes = [];
      for (const [name, key] of FIELDS) {
        // full-width digits as typed on a phone; a `+` typed into a link arrives as a space (no symbol is one)
        const raw = Puzzlers.asciiForms(q.get(key) || "");
        // (a target's space is a "+" or a thousands' separator: +12 is 12, "1 000" and 1,000 are 1000)
        const value = name === "target" ? Puzzlers.typedWhole(raw) : raw.replace(/ /g, "+");
        if (name === "target") form.elements[name].value = /^-?\d{1,12}$/.test(value) ? value : "";
        else form.elements[name].value = value.slice(0, 40);
        if (value && form.elements[name].value !== value) {
          notes.push(`${Puzzlers.quoted(value)} as ${LINK_NAMES[name]}`);
        }
      }
      notes.push(...Puzzlers.linkCut());
      // Mathler's signed-whole lists were mathler-<mode>-seed before
      const asked = q.get("list") || "";
      const wanted = asked.replace(/^(mathler-\w+-)seed$/, "$1signed-whole");
      return { asked, wanted, notes, shared: q.toString() !== "" };
    }

    /** The filters typed, or an error naming what is wrong; the field at fault is marked invalid (a red border; a
     *  screen reader says so on it, with the status line as its description). */
    function readFilters(info) {
      const f = form.elements;
      // ＊７ (a Japanese keyboard) is *7; × · ⋅ and ÷ ∕ (as the Nerdle boards take them) are * and /
      const text = (name) => Puzzlers.asciiForms(f[name].value).replace(/[×·⋅]/g, "*").replace(/[÷∕]/g, "/");
      const fault = (name, message) => {
        markInvalid(name);
        return Object.assign(new Error(message), { field: name });
      };
      for (const name of ["target", "pattern", "must", "mustNot"]) Puzzlers.markField(f[name]);
      // (spaces mean nothing here either, as the link leaves them out: "?? + ?? = ??" was refused, its link read)
      const pattern = text("pattern").replace(/\s/g, "");
      const targetText = Puzzlers.typedWhole(text("target")); // (１２ typed on a Japanese keyboard is 12)
      let target = null;
      if (targetText !== "") {
        if (!/^-?\d{1,12}$/.test(targetText)) {
          throw fault("target", `The target must be a whole number of at most 12 digits, such as 24; got ${
            Puzzlers.quoted(targetText)}.`);
        }
        target = Number(targetText);
      }
      if (pattern && [...pattern].length !== info.tiles) {
        throw fault("pattern", `The pattern needs one character per tile: ${info.tiles} for ${info.title}.`);
      }
      const flt = { target, pattern: [...pattern], must: [...text("must").replace(/\s/g, "")],
                    mustNot: [...text("mustNot").replace(/\s/g, "")] };
      // a character no entry of the list has matched nothing, silently ("0 matches" for "§", for "=" in Mathler's
      // expressions, for "?" among the symbols); (an index kept offline from before lists named their symbols)
      const symbols = info.symbols || "0123456789+-*/=()²³";
      const noun = info.game === "Mathler" ? "expression" : "equation";
      for (const name of ["pattern", "must", "mustNot"]) {
        // every one named at once ("(x" said only "(", and the x after the ( was fixed)
        const strays = [...new Set(flt[name].filter((ch) => !symbols.includes(ch)
                                                      && !(ch === "?" && name === "pattern")))];
        if (strays.length) {
          const named = Puzzlers.listed(strays.map((ch) => Puzzlers.quoted(ch)));
          throw fault(name, `${FIELD_LABELS[name]}: ${named} ${strays.length > 1 ? "are" : "is"} in no ${noun} of ${
            info.title}` + (strays.includes("?") ? " (? stands for any one tile in the pattern only)" : "")
            + `; its ${noun}s use only ${spelled(symbols)}${name === "pattern" ? ", and ? for any one" : ""}.`);
        }
      }
      // a symbol both required and left out: no entry, said why ("0 matches" with no reason)
      const both = [...new Set(flt.mustNot.filter((ch) => flt.must.includes(ch)))];
      if (both.length) {
        throw fault("mustNot", `${FIELD_LABELS.mustNot}: ${Puzzlers.listed(both.map((ch) => Puzzlers.quoted(ch)))} ${
          both.length > 1 ? "are" : "is"} also in ${FIELD_LABELS.must}, so no ${noun} could match.`);
      }
      flt.mustCount = new Map();
      for (const ch of flt.must) flt.mustCount.set(ch, (flt.mustCount.get(ch) || 0) + 1);
      return flt;
    }

    // a list's symbols as the page names them: "0-9 + - * / =" for "0123456789+-*/=" (the digits as a run)
    function spelled(symbols) {
      const digits = symbols.includes("0123456789");
      return [...(digits ? ["0-9"] : []), ...symbols.replace("0123456789", "")].join(" ");
    }

    /** The field `name` marked invalid, the status line (its error) as its description. */
    function markInvalid(name) {
      Puzzlers.markField(form.elements[name], status.id);
    }

    function matches(text, flt) {
      if (flt.pattern.length) {
        const chars = [...text];
        if (chars.length !== flt.pattern.length) return false;
        for (let i = 0; i < chars.length; i++) if (flt.pattern[i] !== "?" && flt.pattern[i] !== chars[i]) return false;
      }
      // each symbol as many times as typed ("11": two 1s at least; puzzlers.mathler.game.matches does the same)
      for (const [ch, times] of flt.mustCount) if (text.split(ch).length - 1 < times) return false;
      for (const ch of flt.mustNot) if (text.includes(ch)) return false;
      return true;
    }

    function show(rows, info) {
      const fragment = document.createDocumentFragment();
      for (const [text, value] of rows) {
        const li = document.createElement("li");
        const code = document.createElement("code");
        code.textContent = info.game === "Mathler" ? `${text} = ${value}` : text;
        li.append(...Puzzlers.inWords(code)); // (said in words: "1 divided by 1=1", not "1 slash 1")
        fragment.appendChild(li);
      }
      results.appendChild(fragment);
    }

    function busy(on) {
      cancelButton.hidden = !on; // in Show's place (the two are never shown together): a double tap does not cancel
      if (on) Puzzlers.holdTaps(cancelButton);
      submitButton.hidden = on;
      progress.hidden = !on;
      if (on) moreButton.hidden = true;
    }

    // Static lists: a resumable scan over the chunks that may hold matches. Each step shows its rows as each part is
    // read (a rare filter over Maxi's 513 parts showed nothing for a minute, and Cancel lost what it had found),
    // up to CAP; then, when the parts left are few (a target's, a small list's), it counts the rest, so that the
    // summary gives the total ("the first 500 of 3,240").
    function chunkScan(info, flt, controller) {
      let chunks = info.chunks;
      if (flt.target !== null) chunks = chunks.filter((c) => c.first <= flt.target && flt.target <= c.last);
      let ci = 0, gi = 0, ti = 0, found = 0, total = null;
      let groups = null;
      // the list's own numbering of its parts (a target reads only the parts that can hold it: "part 1 of 1" was
      // said of Nerdle Classic's five)
      const partOf = (i) => `part ${info.chunks.indexOf(chunks[i]) + 1} of ${info.chunks.length}`;
      const read = (i) => getJSON(new URL(`${info.id}/${chunks[i].file}`, base), controller.signal,
                                  `${info.title} (${partOf(i)})`);
      /** The matches from part i's group g, entry t on (the parts from i on). */
      async function countFrom(i, g, t, part) {
        let n = 0;
        for (; i < chunks.length; i++, g = 0, t = 0, part = null) {
          say(`Counting the matches: ${partOf(i)}…`);
          for (const [value, texts] of (part || await read(i)).slice(g)) {
            if (flt.target === null || value === flt.target) {
              for (const text of texts.slice(t)) if (matches(text, flt)) n++;
            }
            t = 0;
          }
        }
        return n;
      }
      return async function next(emit) {
        let page = [];
        const limit = found + CAP;
        const flush = () => { if (page.length) emit(page); found += page.length; page = []; };
        while (ci < chunks.length && found + page.length < limit) {
          if (!groups) {
            flush();
            progress.value = ci / Math.max(chunks.length, 1);
            say(`Reading ${partOf(ci)}… ${Puzzlers.count(found)} found so far.`);
            groups = await read(ci);
            gi = 0; ti = 0;
          }
          for (; gi < groups.length && found + page.length < limit; gi++, ti = 0) {
            const [value, texts] = groups[gi];
            if (flt.target !== null && value !== flt.target) continue;
            for (; ti < texts.length && found + page.length < limit; ti++) {
              if (matches(texts[ti], flt)) page.push([texts[ti], value]);
            }
            if (ti < texts.length) break;
          }
          if (gi >= groups.length) { groups = null; ci++; gi = 0; ti = 0; }
        }
        flush();
        let done = ci >= chunks.length;
        if (!done && total === null && chunks.length - ci <= COUNT_PARTS) {
          try {
            total = found + await countFrom(ci, gi, ti, groups);
          } catch {
            // (a part not kept offline, or Cancel: the rows found stand, without their total)
          }
          done = total === found; // the 500th was the last (Show more added nothing)
        }
        // (said from the first part shown on: the published targets are all a search without a target reads)
        const partial = !info.complete && info.targets && flt.target === null
          ? ` (its published targets, ${info.targets[0]} to ${info.targets[1]}; type a target for any other)` : "";
        const of = total === null ? "" : ` of ${Puzzlers.count(total)}`;
        return { done, summary: done
          ? `${Puzzlers.count(found)} match${found === 1 ? "" : "es"} in ${info.title}${partial}.`
          : `Showing the first ${Puzzlers.count(found)}${of} matches in ${info.title}${partial}; Show more goes on `
            + `from there${info.chunks.length > 1 ? ` (${partOf(ci)} of the list)` : ""}.` };
      };
    }

    // Mathler Hard targets outside the published window: computed by Python in the worker.
    function pythonScan(info, flt) {
      let offset = 0;
      return async function next(emit) {
        if (!window.Puzzlers) throw new Error("This target needs the Python runtime, which did not load on this page.");
        progress.removeAttribute("value"); // (no parts to count: the bar runs until Python answers)
        say(`Computing every ${info.title} expression of ${flt.target} with Python…${
          pythonReady ? "" : " (Python starts first: a few seconds)"}`);
        const py = info.python;
        const request = window.Puzzlers.call(py.module, py.fn, {
          tiles: py.tiles, rules: py.rules, target: flt.target, offset, limit: CAP,
          pattern: flt.pattern.join(""), must: flt.must.join(""), must_not: flt.mustNot.join(""),
        });
        pyRequests.add(request.id);
        const result = await request.finally(() => pyRequests.delete(request.id));
        offset += result.expressions.length;
        const done = offset >= result.count;
        const matches = `match${result.count === 1 ? "" : "es"} for ${flt.target} in ${info.title}`;
        emit(result.expressions.map((t) => [t, flt.target]));
        return { done,
                 summary: `${done ? "" : `Showing ${Puzzlers.count(offset)} of `}${Puzzlers.count(result.count)}`
                   + ` ${matches}, computed in your browser.` };
      };
    }

    async function step() {
      const current = run;
      // Show more (or Show) hides itself while it reads: a keyboard user's focus waits on Cancel, then comes back
      // (not scrolled to: from Show more, below the results, that took the page to its top)
      const from = document.activeElement;
      const hadFocus = from === moreButton || from === submitButton;
      busy(true);
      if (hadFocus) cancelButton.focus({ preventScroll: true });
      // Show more: the rows shown stay put while the status says what is read (often a line shorter)
      const more = !!results.firstChild;
      status.style.minHeight = more ? `${status.offsetHeight}px` : "";
      // a search still reading after a second is said once (its status line changes at each part read)
      const slow = setTimeout(() => {
        if (run === current && alive && acted) Puzzlers.announce(status.textContent);
      }, 1000);
      try {
        const shownBefore = results.children.length;
        const { done, summary } = await current.next((rows) => { if (run === current) show(rows, current.info); });
        if (run !== current) return;
        (acted ? tell : say)(summary); // (at a page's load: not over the page's own reading; a link's notes are said)
        moreButton.hidden = done;
        // Show more: the rows it added at the top of the box, which scrolls on its own (it showed the first rows
        // again, the new ones thousands of pixels down in it), the status above and the box in view
        const added = more && results.children[shownBefore];
        if (added) results.scrollTop += added.getBoundingClientRect().top - results.getBoundingClientRect().top;
        // a search's status with its first row (held sideways the row was just below the screen)
        if (acted) Puzzlers.reveal(status, { until: more ? results : results.querySelector("li") });
      } catch (error) {
        if (run !== current) return;
        const cancelled = error.name === "AbortError" || error.cancelled;
        if (current.python && error.internal === false) markInvalid("target"); // Python's own refusal: its size
        tell(cancelled ? "Cancelled." : Puzzlers.sentence(error.message));
        if (acted) Puzzlers.reveal(status);
        moreButton.hidden = true;
      } finally {
        clearTimeout(slow);
        // Cancel holds the focus though the scan began elsewhere (a search the page started, or a list chosen with
        // the arrow keys, then Tab from the list to Cancel in hidden Show's place): busy(false) hides it, and the
        // focus would fall to the page's start
        const onCancel = document.activeElement === cancelButton;
        if (run === current) {
          busy(false);
          status.style.minHeight = "";
        }
        const now = document.activeElement; // still on Cancel, or lost with it; not when a new search runs
        if ((hadFocus || onCancel) && cancelButton.hidden && (!now || now === document.body || now === cancelButton)) {
          // Show, back in Cancel's place; Show more when the reader had pressed it and it is still there
          // (not scrolled to: that stopped the reveal of the outcome above, a smooth scroll, where it started)
          (moreButton.hidden || from !== moreButton ? submitButton : moreButton).focus({ preventScroll: true });
        }
      }
    }

    async function start(event) {
      if (event) event.preventDefault();
      // Enter in a field on a touch screen (its keyboard's Go): the keyboard, which covered the status, goes (the
      // other pages do the same), once the filters are read, and only from the field Enter was pressed in (not
      // from another the reader went to while the list loaded). With a mouse or a keyboard the focus stays.
      const from = event ? document.activeElement : null;
      const keyboardAway = () => { if (from && document.activeElement === from) Puzzlers.keyboardAway(status); };
      // Enter in a field while the same search reads (a shared link's): it goes on, and its outcome is said (it
      // started again from the first part: 23 s lost on a rare filter over Nerdle Maxi)
      const same = JSON.stringify(formState());
      if (event && run && run.asked === same && !cancelButton.hidden) return keyboardAway();
      stop(false);
      results.textContent = "";
      moreButton.hidden = true; // the list before is gone: nothing more of it to show
      writeLink();
      const controller = new AbortController();
      const current = { controller, asked: same };
      run = current;
      try {
        if (!lists.size) await loadIndex();
        const info = await listInfo(select.value, controller.signal);
        const flt = readFilters(info);
        keyboardAway(); // (a filter refused keeps the focus in the field to fix)
        current.info = info;
        const outside = info.python && flt.target !== null
          && (flt.target < info.targets[0] || flt.target > info.targets[1]);
        current.next = outside ? pythonScan(info, flt) : chunkScan(info, flt, controller);
        current.python = outside;
      } catch (error) {
        if (run !== current) return;
        run = null; // a search that cannot start: Show more has nothing to go on with
        // (no field at fault, a list that could not be fetched: the keyboard goes, from over what says so)
        if (!error.field) keyboardAway();
        tell(error.name === "AbortError" ? "Cancelled." : Puzzlers.sentence(error.message));
        // in view (400% zoom, or big text on a phone: only the field turned red, its reason 180 px below the
        // screen); the field, which keeps the focus, is the next thing looked for. Enter pressed in another field
        // (or Show pressed): the focus goes to the one at fault (the message came again from the target's field,
        // the pattern to fix two stops back)
        if (error.field && event) Puzzlers.focusField(form.elements[error.field], from);
        if (acted) Puzzlers.reveal(status);
        return;
      }
      if (run === current) await step();
    }

    function stop(announce = true) {
      if (!run) return;
      status.style.minHeight = ""; // held while a step read (step() leaves it to the run that overtook it)
      run.controller.abort();
      if (pyRequests.size) window.Puzzlers.cancel([...pyRequests]);
      run = null;
      const hadFocus = document.activeElement === cancelButton;
      busy(false);
      if (hadFocus) submitButton.focus(); // Cancel hides itself: the keyboard's focus goes to Show, in its place
      // (the rows shown so far stay: said with their number)
      const n = results.children.length;
      if (announce) tell(n ? `Cancelled after ${Puzzlers.count(n)} match${n === 1 ? "" : "es"}.` : "Cancelled.");
    }

    form.addEventListener("submit", () => { acted = true; }, true);
    // A filter changed: Show more would go on with the list of the filters before (unfiltered rows under a typed
    // pattern); Show starts the new one
    form.addEventListener("input", () => { if (cancelButton.hidden) moreButton.hidden = true; });
    select.addEventListener("change", () => { acted = true; }, true);
    form.addEventListener("submit", start);
    cancelButton.addEventListener("click", () => stop(true));
    // Show more is the reader's action too: its outcome is said and its status brought into view, as Show's
    moreButton.addEventListener("click", () => {
      if (!run) return;
      acted = true;
      step();
    });
    /** The pattern's example fits the chosen list: one character per tile ("????=?" for a 6-tile Nerdle). */
    function examplePattern() {
      const l = lists.get(select.value);
      if (l) form.elements.pattern.placeholder = "?".repeat(l.tiles - 2) + (l.game === "Nerdle" ? "=?" : "+?");
    }
    select.addEventListener("change", () => { examplePattern(); start(); });

    const { asked, wanted, notes, shared } = readLink();
    loadIndex().then(() => {
      if (!alive) return;
      if (lists.has(wanted)) select.value = wanted;
      else if (wanted) notes.unshift(`no list ${Puzzlers.quoted(asked)}`);
      examplePattern();
      // A shared search's outcome is said (a page opened plainly is left to its reading), a link's unreadable
      // parts after it
      return start().then(() => { // not under a search the reader made since
        if (acted || !shared || (!notes.length && status.textContent === told)) return; // (an error is said)
        tell(notes.length ? `${status.textContent} ${Puzzlers.linkMessage(notes)}` : status.textContent);
      });
    }).catch((error) => tell(error.message)); // (it names the index, and says to connect if offline)

    return () => {
      alive = false;
      unwatch();
      if (run) run.controller.abort();
      run = null;
      if (pyRequests.size) window.Puzzlers.cancel([...pyRequests]);
    };
  }
})();
