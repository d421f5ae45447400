// Live documentation examples: every ```python block on a page gets Run and Edit buttons. Run executes the
// code in the same in-browser Python the widgets use (puzzlers.web.web_run_example) and shows what it printed,
// or the error message. Doctest-style blocks (>>>) are left alone.
(function () {
  "use strict";
  const { el } = Puzzlers;

  function setup(block, index) {
    const code = block.querySelector("code");
    if (!code) return;
    const source = code.textContent.replace(/\n$/, "");
    if (source.trimStart().startsWith(">>>")) return;
    const editor = el("textarea", { class: "pz-example-editor", spellcheck: "false", hidden: true,
                                    "aria-label": `Example ${index + 1} code` });
    editor.value = source;
    editor.rows = Math.min(source.split("\n").length + 1, 30);
    const output = el("pre", { class: "pz-example-output", hidden: true, "aria-live": "polite" });
    const run = el("button", { class: "md-button md-button--primary pz-run", type: "button" }, "Run");
    const edit = el("button", { class: "md-button pz-edit", type: "button" }, "Edit");
    const reset = el("button", { class: "md-button pz-reset", type: "button", hidden: true }, "Reset");
    const bar = el("div", { class: "pz-example-bar" }, run, edit, reset);
    block.after(editor, bar, output);

    edit.addEventListener("click", () => {
      block.hidden = true;
      editor.hidden = false;
      edit.hidden = true;
      reset.hidden = false;
      editor.focus();
    });
    reset.addEventListener("click", () => { editor.value = source; });
    run.addEventListener("click", async () => {
      run.disabled = true;
      output.hidden = false;
      output.classList.remove("pz-failed");
      const stop = Puzzlers.onStatus((s) => {
        if (s.state === "loading") output.textContent = `${s.message} (first run only)`;
      });
      if (Puzzlers.status.state === "ready" || Puzzlers.status.state === "idle") output.textContent = "Running…";
      try {
        const result = await Puzzlers.call("web", "run_example", { code: editor.value });
        output.textContent = result.output + (result.error ? (result.output ? "\n" : "") + result.error : "");
        if (!result.output && !result.error) output.textContent = "(no output)";
        output.classList.toggle("pz-failed", !!result.error);
      } catch (error) {
        output.textContent = error.message;
        output.classList.add("pz-failed");
      } finally {
        stop();
        run.disabled = false;
      }
    });
  }

  document.querySelectorAll(".md-content div.language-python.highlight").forEach(setup);
})();
