// Live documentation: every ```python example and every >>> session (doctests: the API reference's, the guides')
// on a page gets a button bar. Set up once per page view (Puzzlers.onPage: first load and every instant navigation).
//
// - An example: Run executes the code in the same in-browser Python the widgets use (puzzlers.web.web_run_example):
//   prints appear as they come (the worker's "output" messages), the value of a last bare expression is shown as
//   in a REPL, an exception as a traceback of the reader's own lines; the output replaces the documented output
//   printed under the example (a line says whether they match). Edit swaps the code for an editor (CodeMirror,
//   js/editor.js, loaded the first time a reader edits: a page only read never downloads it); Ctrl/Cmd-Enter runs.
//   Cancel stops a run (Python cannot be interrupted, so Puzzlers.cancel() restarts it: `while True: pass` is
//   stoppable).
// - A doctest session: Run runs it as doctest does (puzzlers.web.web_run_doctest, with the globals of the module
//   the docstring belongs to) and shows each example's expected and actual output, line by line.
// - Both: "Open in playground" and "Copy link" (the playground's ?code= link: deflate-raw, base64url).
//
// Puzzlers.live (used by js/playground.js): loadEditor(), makeEditor(parent, options), encode(code), decode(text),
// playgroundURL(code), runInto(code, parts), attach(block) (a code block added later gets its buttons).
(function () {
  "use strict";
  const { el } = Puzzlers;
  // The examples' requests on the page shown, stopped when the page changes: id -> {which ("example 2", or null),
  // done (settled once it has left the map)}
  const pageRequests = new Map();
  // The editors opened on the page shown, destroyed when the page changes: an editor listens on `window` and
  // `document` (scroll, resize, selectionchange), so one left behind would live on, and work, on every later page.
  const pageEditors = new Set();
  /** What a shared link may carry: more is refused with a message (an address bar holds ~2 MB at most). */
  const MAX_CODE = 100000;
  /** The buttons named "Run example 2"; the others "Copy link: example 2". */
  const VERBS = ["Run", "Cancel", "Edit", "Reset"];

  // ---- The editor, loaded on first use -------------------------------------------------------------------------
  let editorLoading = null;
  function loadEditor() {
    if (window.PuzzlersEditor) return Promise.resolve(window.PuzzlersEditor);
    editorLoading = editorLoading || new Promise((resolve, reject) => {
      const script = el("script", { src: new URL("js/editor.js", Puzzlers.root).href });
      script.onload = () => (window.PuzzlersEditor ? resolve(window.PuzzlersEditor)
        : reject(new Error("the editor did not load")));
      script.onerror = () => {
        editorLoading = null;
        script.remove();
        reject(new Error("the editor could not be loaded (offline?)"));
      };
      document.head.append(script);
    });
    return editorLoading;
  }

  /**
   * An editor in `parent`: CodeMirror, or a plain text box when it cannot be loaded (offline before it was ever
   * cached). Resolves to {getCode, setCode, focus, destroy}.
   */
  async function makeEditor(parent, { doc, label, onRun, onChange }) {
    try {
      const Editor = await loadEditor();
      const editor = Editor.create(parent, { doc, label, onRun, onChange });
      editor.view.contentDOM.classList.add("pz-example-editor");
      return editor;
    } catch (error) {
      const area = el("textarea", { class: "pz-example-editor pz-plain-editor", spellcheck: "false",
                                    "aria-label": label });
      area.value = doc;
      area.rows = Math.min(doc.split("\n").length + 1, 30);
      area.addEventListener("input", () => onChange && onChange(area.value));
      area.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          if (onRun) onRun(area.value);
        }
      });
      parent.append(el("p", { class: "pz-note" }, `A plain text box stands in: ${error.message}.`), area);
      return { getCode: () => area.value, setCode: (code) => { area.value = code; }, focus: () => area.focus(),
               destroy: () => area.remove() };
    }
  }

  // ---- Share links: ?code= is the code, UTF-8, deflate-raw compressed, base64url ----------------------------------
  function base64url(bytes) {
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function unbase64url(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  }

  /** `bytes` through a (de)compression stream, refusing to produce more than `limit` bytes (a crafted link could
   *  inflate a thousandfold). */
  async function pipe(bytes, transform, limit = Infinity) {
    const reader = new Blob([bytes]).stream().pipeThrough(transform).getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        reader.cancel().catch(() => {});
        throw Object.assign(new Error("too long"), { tooLong: true });
      }
      chunks.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }

  async function encode(code) {
    if (typeof CompressionStream === "undefined") throw new Error("this browser cannot make share links");
    return base64url(await pipe(new TextEncoder().encode(code), new CompressionStream("deflate-raw")));
  }

  /** The code of a ?code= value; throws an Error with a message for a person when the link is damaged, or holds
   *  more than MAX_CODE characters (a link made by hand: the page makes none that long). */
  async function decode(text) {
    if (typeof DecompressionStream === "undefined") throw new Error("this browser cannot open share links");
    const tooLong = `This link's code is too long (a link holds at most ${Puzzlers.count(MAX_CODE)} characters); `
      + "the starter is shown instead.";
    let bytes;
    try {
      // (a character is at most 4 bytes of UTF-8: past that, no need to read on)
      bytes = await pipe(unbase64url(text), new DecompressionStream("deflate-raw"), MAX_CODE * 4);
    } catch (error) {
      if (error.tooLong) throw new Error(tooLong);
      throw new Error("This link's code is damaged (was it cut short?); the starter is shown instead.");
    }
    let code;
    try {
      code = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new Error("This link's code is not text; the starter is shown instead.");
    }
    // Opened whole, such a link then said "the link no longer holds the code", which it had just done
    if (code.length > MAX_CODE) throw new Error(tooLong);
    return code;
  }

  async function playgroundURL(code) {
    if (code.length > MAX_CODE) throw new Error(`Code over ${Puzzlers.count(MAX_CODE)} characters cannot be shared.`);
    return new URL(`playground/?code=${await encode(code)}`, Puzzlers.root).href;
  }

  /** Whether a box that scrolls is read at its end (then it follows what is added). */
  function atEnd(box) {
    return box.scrollHeight - box.scrollTop - box.clientHeight < 8;
  }

  /**
   * Show `text` on `button` and name it after its example: every example has the same buttons, so a screen
   * reader's list of them would read "Run, Run, Run" (the name begins with the text shown, so a voice command
   * that says what is seen still finds it). `which`: "example 2"; none for a passing message ("Link copied", an
   * error), which is its own name.
   */
  function label(button, text, which = null) {
    button.textContent = text;
    if (!which) button.removeAttribute("aria-label");
    else button.setAttribute("aria-label", VERBS.includes(text) ? `${text} ${which}` : `${text}: ${which}`);
    return button;
  }

  /** Run and Cancel in one place (site/css/puzzlers.css): Cancel shows where Run was, and no button moves. */
  function runSlot(run, cancel) {
    return el("span", { class: "pz-run-slot" }, run, cancel);
  }

  /**
   * The link `made` (a promise) written to the clipboard, asked for at once, inside the tap: Safari's engine lets a
   * page write to the clipboard only while it handles the tap, and the link is made by a compression stream, after
   * it (WebKitGTK refused writeText then, and a prompt came instead). A ClipboardItem takes the promise; a browser
   * without one rejects, and the caller writes the link itself.
   */
  function copyWhenMade(made) {
    try {
      const blob = made.then((url) => new Blob([url], { type: "text/plain" }));
      blob.catch(() => {}); // (said by the caller)
      return navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** "Copy link" for `codeOf()`'s playground link: the clipboard, else a prompt to copy it from. */
  function copyLinkButton(codeOf, which) {
    const button = label(el("button", { class: "md-button pz-copy-link", type: "button" }), "Copy link", which);
    let timer = null;
    button.addEventListener("click", async () => {
      const made = playgroundURL(codeOf());
      const copied = copyWhenMade(made);
      copied.catch(() => {}); // (handled below, once the link is made: not an unhandled rejection meanwhile)
      let url;
      try {
        url = await made;
      } catch (error) {
        label(button, error.message);
        Puzzlers.announce(error.message);
        clearTimeout(timer);
        timer = setTimeout(() => label(button, "Copy link", which), 4000); // the label comes back
        return;
      }
      button.dataset.link = url;
      try {
        await copied.catch(() => navigator.clipboard.writeText(url));
        label(button, "Link copied");
        Puzzlers.announce("Link copied.");
      } catch {
        window.prompt("Copy this link:", url);
      }
      clearTimeout(timer);
      timer = setTimeout(() => label(button, "Copy link", which), 1500);
    });
    return button;
  }

  function playgroundButton(codeOf, which) {
    const button = label(el("button", { class: "md-button pz-open-playground", type: "button" }),
                         "Open in playground", which);
    let timer = null;
    button.addEventListener("click", async () => {
      try {
        window.location.assign(await playgroundURL(codeOf()));
      } catch (error) {
        label(button, error.message);
        clearTimeout(timer);
        timer = setTimeout(() => label(button, "Open in playground", which), 4000); // the label comes back
      }
    });
    return button;
  }

  // ---- Running code like a console ------------------------------------------------------------------------------
  /**
   * Run `code` and show it in `parts.output` (a <pre>): prints as they stream, then the whole output and the
   * traceback if any. parts: {output, status (role=status line), onState(state)}. Resolves to the result, or null
   * (cancelled, failed). `parts.output.dataset.state`: running | done | error | cancelled. `mine` (optional) gets
   * the request's `id` as soon as it is sent, for Puzzlers.cancel(mine.id); set `mine.cancelled` before cancelling.
   */
  let pythonWasUp = false;
  Puzzlers.onStatus((s) => { if (s.state === "ready") pythonWasUp = true; });
  /** A run's output in a few words: "Done: 42", "Done: 6 lines, the last: 5", "Done: no output." */
  function printed(text) {
    const lines = linesOf(text.replace(/\s+$/, "")); // (help() ends with a blank line: "the last:" said nothing)
    const short = (line) => (line.length > 100 ? `${line.slice(0, 100)}…` : line);
    if (!lines.length) return text ? "Done: blank lines only." : "Done: no output.";
    // (Python's note of an output cut short is not a line printed: "Done: 35,186 lines, the last: … output cut" of
    // 100,000 printed)
    const cut = /^… output cut at ([\d,]+) characters$/.exec(lines.at(-1));
    if (cut) return `Done: more than ${cut[1]} characters printed; the first ${Puzzlers.count(lines.length - 1)} lines `
      + "shown.";
    if (lines.length === 1) return `Done: ${short(lines[0])}`;
    return `Done: ${Puzzlers.count(lines.length)} lines, the last: ${short(lines.at(-1))}`;
  }

  /** The exception's own line of a traceback: the first after its last frame's (indented) lines, not a note under
   *  it ("(the 24,998 calls before the last 5,000 are left out)" was said in its place). */
  function raised(traceback) {
    const lines = traceback.trim().split("\n");
    return lines[lines.findLastIndex((line) => /^\s/.test(line)) + 1] ?? lines.at(-1);
  }

  /** `request` kept among the page's requests until it settles; resolves (or fails) as it does. */
  function track(request, which = null) {
    const settled = request.finally(() => pageRequests.delete(request.id));
    pageRequests.set(request.id, { which, done: settled.then(() => {}, () => {}) });
    return settled;
  }

  /**
   * Python runs one request at a time, in the order sent: while a run this page sent before `id` is pending, `id`
   * has not started. `say(text)` is told "Waiting for example 1 to finish…" (the one running first) while so,
   * then "Running…"; nothing when none was ahead. `still()`: whether the run is still worth telling about.
   * (Only the page's examples are known here: a widget's request ahead is not seen.)
   */
  async function sayWaiting(id, say, still) {
    const ahead = () => [...pageRequests].find(([other]) => other < id);
    if (!ahead()) return;
    for (let first = ahead(); first && still(); first = ahead()) {
      say(`Waiting for ${first[1].which || "another run"} to finish…`);
      await first[1].done;
    }
    if (still()) say("Running…");
  }

  async function runInto(code, parts, mine = {}) {
    const { output } = parts;
    const setState = (state, message) => {
      output.dataset.state = state;
      if (parts.status && !mine.reset) parts.status.textContent = message; // (Reset's words stay: said once)
      if (parts.onState) parts.onState(state);
    };
    // The last run's output keeps its height until the new one is in, unless the caller set one (an example: the
    // documented output's). Cleared, it went down to "Running…", one line, then grew back line by line as the new
    // output streamed in, moving what follows three times.
    const kept = !output.style.minHeight && !output.hidden;
    if (kept) output.style.minHeight = `${output.offsetHeight}px`;
    output.hidden = false;
    output.classList.remove("pz-failed");
    output.replaceChildren();
    let streamed = "";
    let shown = 0; // of `streamed`, the characters in the box
    let flushTimer = null;
    let waiting = ""; // "Waiting for example 1 to finish…" while the run has not started (sayWaiting)
    const stop = Puzzlers.onStatus((s) => {
      if (output.dataset.state !== "running" || streamed) return;
      // Python's start, then "Running…" once it is up (the loading line stayed while the code ran); a start
      // after a Cancel is no first run
      if (s.state === "loading") output.textContent = pythonWasUp ? s.message : `${s.message} (first run only)`;
      else if (s.state === "ready" && output.dataset.loading) output.textContent = waiting || "Running…";
      if (s.state === "loading") output.dataset.loading = "1";
      else delete output.dataset.loading;
    });
    setState("running", "Running…");
    if (!output.textContent) output.textContent = "Running…";
    // What is printed is shown ten times a second at most, in one piece: a box laid out again at each of a loop's
    // prints (up to 400 a second) took ever longer as it grew, and held the page for minutes, Cancel with it.
    const flush = () => {
      flushTimer = null;
      if (shown === streamed.length || output.dataset.state !== "running") return;
      if (!shown) output.textContent = "";
      // The box scrolls past its height (site/css/puzzlers.css); read at its end, it follows the new lines
      const follow = atEnd(output);
      output.append(streamed.slice(shown));
      shown = streamed.length;
      if (follow) output.scrollTop = output.scrollHeight;
      output.dataset.streamed = String(shown);
    };
    try {
      const request = Puzzlers.call("web", "run_example", { code }, {
        label: parts.which,
        onOutput: (text) => {
          streamed += text;
          if (!flushTimer) flushTimer = setTimeout(flush, shown ? 100 : 0);
        },
      });
      mine.id = request.id;
      const settled = track(request, parts.which);
      // Sent behind another of the page's runs ("while True: pass" in example 1): it said "Running…" meanwhile
      sayWaiting(request.id, (text) => {
        waiting = text === "Running…" ? "" : text;
        if (!output.dataset.loading) output.textContent = text; // (Python's start is said until it is up)
        setState("running", text);
      }, () => pageRequests.has(request.id) && output.dataset.state === "running" && !streamed);
      const result = await settled;
      const follow = atEnd(output);
      output.textContent = result.output;
      if (result.error) {
        // on a line of its own (input("n? ") printed its prompt, and the traceback went on after it)
        if (result.output && !result.output.endsWith("\n")) output.append("\n");
        output.append(el("span", { class: "pz-traceback" }, result.error));
      } else if (!result.output) {
        output.append(el("span", { class: "pz-note" }, "(no output)"));
      }
      if (follow) output.scrollTop = output.scrollHeight; // a long output read at its end: the error under it shown
      output.classList.toggle("pz-failed", !!result.error);
      // What a screen reader is told: which exception, or what was printed (the output box is no live region)
      if (result.error) setState("error", `The code raised an exception: ${raised(result.error)}`);
      else setState("done", printed(result.output));
      return result;
    } catch (error) {
      const cancelled = error.cancelled || mine.cancelled;
      output.textContent = streamed;
      const apart = streamed && !streamed.endsWith("\n") ? "\n" : ""; // (no blank line after a printed line)
      output.append(cancelled ? `${apart}Cancelled. Python restarts with the next run.` : error.message);
      output.classList.add("pz-failed");
      setState(cancelled ? "cancelled" : "error", cancelled ? "Cancelled." : "Failed.");
      return null;
    } finally {
      stop();
      clearTimeout(flushTimer);
      if (kept) output.style.minHeight = "";
    }
  }

  // ---- A ```python example ----------------------------------------------------------------------------------------
  function setupExample(block, index) {
    const code = block.querySelector("code");
    const source = code.textContent.replace(/\n$/, "");
    let expectedBlock = block.nextElementSibling;
    if (!expectedBlock || !expectedBlock.matches("div.language-text.highlight")) expectedBlock = null;
    const expected = expectedBlock ? expectedBlock.querySelector("code").textContent : null;
    let editor = null;
    const editorBox = el("div", { class: "pz-editor-box", hidden: true });
    // scrolls: a Tab stop, named for its example (a screen reader read "2 ('1-2=3-4', …)" and nothing of whose)
    const output = el("pre", { class: "pz-example-output", hidden: true, tabindex: "0", role: "region",
                               "aria-label": `Output of example ${index + 1}` });
    // Said, not shown: the output box shows the run's state ("Running…", the output, the traceback). Shown at the
    // bar's end, its changing width moved the output up and down a row on a 360 px phone.
    const status = el("span", { class: "pz-example-status pz-sr-only", role: "status" });
    const verdict = el("p", { class: "pz-example-verdict", hidden: true });
    // An edited example whose output differs: the documented output shown again beside it, the edit kept (Reset
    // alone brought it back, and replaced the edit)
    const compare = el("button", { class: "pz-compare", type: "button", "aria-expanded": "false" });
    compare.addEventListener("click", () => {
      expectedBlock.hidden = !expectedBlock.hidden;
      compare.setAttribute("aria-expanded", String(!expectedBlock.hidden));
      compare.textContent = expectedBlock.hidden ? "Show it" : "Hide it";
    });
    const which = `example ${index + 1}`;
    const run = label(el("button", { class: "md-button md-button--primary pz-run", type: "button",
                                     title: "Run (Ctrl+Enter in the editor)" }), "Run", which);
    const cancel = label(el("button", { class: "md-button pz-stop", type: "button", hidden: true }), "Cancel", which);
    const edit = label(el("button", { class: "md-button pz-edit", type: "button" }), "Edit", which);
    const reset = label(el("button", { class: "md-button pz-reset", type: "button", hidden: true }), "Reset", which);
    const codeOf = () => (editor ? editor.getCode() : source);
    const bar = el("div", { class: "pz-example-bar" }, runSlot(run, cancel), edit, reset,
                   playgroundButton(codeOf, which), copyLinkButton(codeOf, which), status);
    block.after(editorBox, bar);
    (expectedBlock || bar).after(output, verdict);
    let running = null; // the run in progress: {cancelled, reset, id}
    const RESET_SAID = "Reset: the documented code and output are back.";

    async function openEditor() {
      if (!editor) { // made once; Reset closes it
        edit.disabled = true;
        status.textContent = "Loading the editor…";
        block.classList.add("pz-loading"); // seen: the code dimmed while the editor loads (the status is only said)
        editor = await makeEditor(editorBox, { doc: source, label: `Example ${index + 1}, Python code`,
                                               onRun: () => { if (!running) go(); } });
        block.classList.remove("pz-loading");
        pageEditors.add(editor);
        status.textContent = "";
      }
      block.hidden = true;
      editorBox.hidden = false;
      edit.hidden = true;
      edit.disabled = false;
      reset.hidden = false;
      editor.focus();
    }

    async function go() {
      const mine = { cancelled: false };
      running = mine;
      Puzzlers.busy(run, cancel, true);
      // The verdict's line is kept while the code runs (invisible), so that it comes without moving what follows
      verdict.hidden = expected === null;
      verdict.style.visibility = "hidden";
      if (!verdict.textContent) verdict.textContent = "✓ The same output as the documented one."; // its height
      // The new output takes the documented output's place, and its height while it runs: what follows stays put
      // (run again, runInto keeps the last output's height)
      if (expectedBlock && !expectedBlock.hidden) output.style.minHeight = `${expectedBlock.offsetHeight}px`;
      if (expectedBlock) expectedBlock.hidden = true;
      const result = await runInto(codeOf(), { output, status, which }, mine);
      if (mine.reset) status.textContent = RESET_SAID; // not "Cancelled.": the run went with the Reset
      else if (result && !result.error && expected !== null) {
        const same = result.output.replace(/\n+$/, "") === expected.replace(/\n+$/, "");
        verdict.textContent = same ? "✓ The same output as the documented one." : "✗ Not the documented output. ";
        if (!same) {
          compare.textContent = "Show it";
          compare.setAttribute("aria-expanded", "false");
          verdict.append(compare);
        }
        verdict.dataset.same = String(same);
        verdict.style.visibility = "";
        status.textContent = `Done: ${same ? "the same output as the documented one" : "not the documented output"}.`;
      } else {
        verdict.hidden = true;
      }
      output.style.minHeight = "";
      // the output under the button, in view (on a phone it was below the screen after Run)
      if (!output.hidden && running === mine) Puzzlers.reveal(output, { until: verdict.hidden ? null : verdict });
      if (running === mine) running = null;
      Puzzlers.busy(run, cancel, false);
    }

    edit.addEventListener("click", openEditor);
    reset.addEventListener("click", () => {
      if (running) { // the run goes too: its output, hidden, would have come back unseen
        running.cancelled = running.reset = true;
        Puzzlers.cancel(running.id);
      }
      // Said as it is done: the last run's words ("Done: not the documented output.") were still there to read
      status.textContent = RESET_SAID;
      // The example as documented: its code (the editor closed, holding it again), its documented output
      if (editor) editor.setCode(source);
      block.hidden = false;
      editorBox.hidden = true;
      reset.hidden = true;
      edit.hidden = false;
      edit.focus(); // where Reset was (hidden, it would have dropped the focus to the page's start)
      if (expectedBlock) expectedBlock.hidden = false;
      output.hidden = verdict.hidden = true;
    });
    cancel.addEventListener("click", () => {
      if (!running) return;
      running.cancelled = true;
      Puzzlers.cancel(running.id);
    });
    run.addEventListener("click", go);
  }

  // ---- A >>> session ----------------------------------------------------------------------------------------------
  /** The code of a doctest session for the playground: its prompts' lines, the documented outputs left out (the
   *  playground runs a session as the prompt does, each expression's value shown: web.run_example). A `...` line
   *  continues a statement only right after its prompt's lines: in an output it stands for the traceback's lines
   *  left out (it came into the code, the playground's run echoed it, and a copy had a blank line there). */
  function sessionCode(text) {
    let source = false;
    return text.split("\n").filter((line) => {
      source = /^>>>( |$)/.test(line) || (source && /^\.\.\.( |$)/.test(line));
      return source;
    }).join("\n");
  }

  function linesOf(text) {
    const lines = text.replace(/\n$/, "").split("\n");
    return text === "" ? [] : lines;
  }

  /** One example's report: its source, then each expected line against the actual one, a mismatch marked. */
  function exampleReport(example) {
    const want = linesOf(example.want);
    const got = linesOf(example.got);
    const item = el("li", { class: `pz-doctest-example ${example.ok ? "pz-pass" : "pz-fail"}` },
                    // an image named "passed" or "failed": the name of a plain <span> is ignored (a screen reader
                    // read "✓" alone)
                    el("span", { class: "pz-doctest-mark", role: "img",
                                 "aria-label": example.ok ? "passed" : "failed" }, example.ok ? "✓" : "✗"),
                    el("code", { class: "pz-doctest-source" },
                       example.source.replace(/\n$/, "").split("\n").map((l, i) => (i ? "... " : ">>> ") + l)
                         .join("\n")));
    if (example.ok) {
      if (got.length) item.append(el("code", { class: "pz-doctest-got" }, got.join("\n")));
      return item;
    }
    const table = el("table", { class: "pz-doctest-diff" },
                     el("thead", {}, el("tr", {}, el("th", { scope: "col" }, "expected"),
                                        el("th", { scope: "col" }, "actual"))));
    const body = el("tbody");
    for (let i = 0; i < Math.max(want.length, got.length); i++) {
      const same = want[i] === got[i];
      body.append(el("tr", { class: same ? "pz-same" : "pz-differs" },
                     el("td", {}, el("code", {}, want[i] === undefined ? "—" : want[i] || " ")),
                     el("td", {}, el("code", {}, got[i] === undefined ? "—" : got[i] || " "))));
    }
    table.append(body);
    item.append(el("div", { class: "pz-doctest-table", tabindex: "0", role: "region",
                            "aria-label": "expected and actual output" }, table));
    return item;
  }

  function setupSession(block, index) {
    const text = block.querySelector("code").textContent.replace(/\n$/, "");
    const module = block.dataset.pzModule || null;
    const report = el("div", { class: "pz-doctest-report", hidden: true });
    // For screen readers: the report below shows the same summary.
    const status = el("span", { class: "pz-example-status pz-sr-only", role: "status" });
    const which = `example ${index + 1}`;
    const run = label(el("button", { class: "md-button md-button--primary pz-run", type: "button" }), "Run", which);
    const cancel = label(el("button", { class: "md-button pz-stop", type: "button", hidden: true }), "Cancel", which);
    // The page runs the session with its module's globals; the playground and a link start with the import
    // (without it, `score(...)` of puzzlers.feedback was a NameError there)
    const codeOf = () => (module ? `>>> from ${module} import *\n` : "") + sessionCode(text);
    const bar = el("div", { class: "pz-example-bar pz-doctest-bar" }, runSlot(run, cancel),
                   playgroundButton(codeOf, which), copyLinkButton(codeOf, which), status);
    block.after(bar, report);
    // The code block's copy button copies the code to paste into a script: its prompts and the documented outputs
    // left out, with the import of the module whose globals it uses (it copied ">>> " and the outputs). Set as the
    // click comes (Material's copy button, which reads it, is added by Material, after this maybe).
    const plain = (module ? `from ${module} import *\n` : "")
      + sessionCode(text).split("\n").map((line) => line.slice(4)).join("\n") + "\n";
    block.addEventListener("click", (event) => {
      const copy = event.target.closest("[data-clipboard-target]");
      if (copy) copy.dataset.clipboardText = plain;
    }, true);
    let running = null;
    cancel.addEventListener("click", () => {
      if (!running) return;
      running.cancelled = true;
      Puzzlers.cancel(running.id);
    });
    run.addEventListener("click", async () => {
      const mine = { cancelled: false };
      running = mine;
      Puzzlers.busy(run, cancel, true);
      report.dataset.state = "running";
      status.textContent = "Running…";
      try {
        const args = module ? { source: text, module } : { source: text };
        const request = Puzzlers.call("web", "run_doctest", args);
        mine.id = request.id;
        const settled = track(request, which);
        sayWaiting(request.id, (text) => { status.textContent = text; },
                   () => pageRequests.has(request.id) && report.dataset.state === "running");
        const result = await settled;
        // ("All 1 example passed." said one example as if it were many)
        const summary = result.failed
          ? `${Puzzlers.plural(result.failed, "example")} of ${result.examples.length} failed.`
          : result.passed === 1 ? "1 example passed." : `All ${Puzzlers.plural(result.passed, "example")} passed.`;
        report.replaceChildren(el("p", { class: "pz-doctest-summary" }, summary),
                               el("ol", { class: "pz-doctest-list" }, result.examples.map(exampleReport)));
        report.dataset.passed = String(result.passed);
        report.dataset.failed = String(result.failed);
        report.dataset.state = "done";
        status.textContent = summary;
      } catch (error) {
        const cancelled = error.cancelled || mine.cancelled;
        report.replaceChildren(el("p", { class: "pz-error" },
                                  cancelled ? "Cancelled. Python restarts with the next run." : error.message));
        report.dataset.state = cancelled ? "cancelled" : "error";
        status.textContent = cancelled ? "Cancelled." : "Failed.";
      } finally {
        report.hidden = false;
        // the report under the button, in view from its summary down (on a phone it came below the screen after
        // Run, and only Cancel turning back into Run said the run had ended), as an example's output is
        if (running === mine) Puzzlers.reveal(report);
        if (running === mine) running = null;
        Puzzlers.busy(run, cancel, false);
      }
    });
  }

  function setup(block, index) {
    if (block.dataset.pzExample) return;
    const code = block.querySelector("code");
    if (!code || block.closest("#playground-widget")) return;
    block.dataset.pzExample = "1";
    if (block.matches(".language-pycon") || code.textContent.trimStart().startsWith(">>>")) setupSession(block, index);
    else setupExample(block, index);
  }

  /** Give a code block added to the page after it was set up (content drawn by a script) its buttons. */
  function attach(block) {
    setup(block, document.querySelectorAll("[data-pz-example]").length);
  }

  Puzzlers.live = { loadEditor, makeEditor, encode, decode, playgroundURL, runInto, attach, MAX_CODE };

  Puzzlers.onPage(() => {
    if (pageRequests.size) Puzzlers.cancel([...pageRequests.keys()]); // one left running (while True: pass) stops
    pageEditors.forEach((editor) => editor.destroy());
    pageEditors.clear();
    // (not an API page's signatures, div.language-python.doc-signature: code to read, not to run)
    document.querySelectorAll(".md-content div.language-python.highlight:not(.doc-signature), "
      + ".md-content div.language-pycon.highlight").forEach(setup);
  });
})();
