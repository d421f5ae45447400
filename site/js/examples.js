// Live documentation examples: every ```python block on a page gets Run and Edit buttons. Run executes the
// code in the same in-browser Python the widgets use (puzzlers.web.web_run_example) and shows what it printed,
// or the error message; Cancel stops a run (Python cannot be interrupted, so Puzzlers.cancel() restarts it:
// `while True: pass` is stoppable). Doctest-style blocks (>>>) are left alone. Set up once per page view
// (Puzzlers.onPage: first load and every instant navigation).
(function () {
  "use strict";
  const { el } = Puzzlers;
  const pageRequests = new Set(); // the examples' requests on the page shown, stopped when the page changes

  function setup(block, index) {
    if (block.dataset.pzExample) return;
    const code = block.querySelector("code");
    if (!code) return;
    const source = code.textContent.replace(/\n$/, "");
    if (source.trimStart().startsWith(">>>")) return;
    block.dataset.pzExample = "1";
    const editor = el("textarea", { class: "pz-example-editor", spellcheck: "false", hidden: true,
                                    "aria-label": `Example ${index + 1} code` });
    editor.value = source;
    editor.rows = Math.min(source.split("\n").length + 1, 30);
    const output = el("pre", { class: "pz-example-output", hidden: true, "aria-live": "polite" });
    const run = el("button", { class: "md-button md-button--primary pz-run", type: "button" }, "Run");
    const cancel = el("button", { class: "md-button pz-stop", type: "button", hidden: true }, "Cancel");
    const edit = el("button", { class: "md-button pz-edit", type: "button" }, "Edit");
    const reset = el("button", { class: "md-button pz-reset", type: "button", hidden: true }, "Reset");
    const bar = el("div", { class: "pz-example-bar" }, run, cancel, edit, reset);
    block.after(editor, bar, output);
    let running = null; // the run in progress: {cancelled}

    edit.addEventListener("click", () => {
      block.hidden = true;
      editor.hidden = false;
      edit.hidden = true;
      reset.hidden = false;
      editor.focus();
    });
    reset.addEventListener("click", () => { editor.value = source; });
    cancel.addEventListener("click", () => {
      if (!running) return;
      running.cancelled = true;
      Puzzlers.cancel(running.id);
    });
    run.addEventListener("click", async () => {
      const mine = { cancelled: false };
      running = mine;
      run.disabled = true;
      cancel.hidden = false;
      output.hidden = false;
      output.classList.remove("pz-failed");
      delete output.dataset.state;
      const stop = Puzzlers.onStatus((s) => {
        if (s.state === "loading") output.textContent = `${s.message} (first run only)`;
      });
      if (Puzzlers.status.state === "ready" || Puzzlers.status.state === "idle") output.textContent = "Running…";
      output.dataset.state = "running";
      try {
        const request = Puzzlers.call("web", "run_example", { code: editor.value });
        mine.id = request.id;
        pageRequests.add(request.id);
        const result = await request.finally(() => pageRequests.delete(request.id));
        output.textContent = result.output + (result.error ? (result.output ? "\n" : "") + result.error : "");
        if (!result.output && !result.error) output.textContent = "(no output)";
        output.classList.toggle("pz-failed", !!result.error);
        output.dataset.state = result.error ? "error" : "done";
      } catch (error) {
        const cancelled = error.cancelled || mine.cancelled;
        output.textContent = cancelled ? "Cancelled. Python restarts with the next run." : error.message;
        output.classList.add("pz-failed");
        output.dataset.state = cancelled ? "cancelled" : "error";
      } finally {
        stop();
        if (running === mine) running = null;
        run.disabled = false;
        cancel.hidden = true;
      }
    });
  }

  Puzzlers.onPage(() => {
    if (pageRequests.size) Puzzlers.cancel([...pageRequests]); // one left running (while True: pass) stops
    document.querySelectorAll(".md-content div.language-python.highlight").forEach(setup);
  });
})();
