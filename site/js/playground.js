// The playground (playground.md): an editor (CodeMirror, js/editor.js) with a few starters, Run / Cancel, the
// output as a console shows it (js/examples.js: Puzzlers.live.runInto), and the code in the address bar as a share
// link (?code=: UTF-8, deflate-raw, base64url; Puzzlers.live.encode), restored from the link, offline too (the
// service worker serves the page whatever its query).
(function () {
  "use strict";
  const P = window.Puzzlers;

  P.mount("playground-widget", (host) => {
    const live = P.live;
    const select = host.querySelector("#pz-starter");
    const box = host.querySelector(".pz-editor-box");
    const run = host.querySelector(".pz-run");
    const cancel = host.querySelector(".pz-stop");
    const status = host.querySelector(".pz-example-status");
    const output = host.querySelector(".pz-example-output");
    const starters = Object.fromEntries([...host.querySelectorAll("template[data-starter]")]
      .map((t) => [t.dataset.starter, t.content.textContent.replace(/\n$/, "")]));
    const skeleton = box.querySelector(".pz-playground-skeleton code");
    let editor = null;
    let running = null;
    let gone = false;
    let written = 0; // the latest address-bar update (encoding is asynchronous: the last one wins)
    // Code too long for the address: a reload, or leaving the site, would lose it (the address still held the code
    // of before, which a reload brought back unsaid): the browser asks first. Listened to only then (a page that
    // listens is kept out of Firefox's back-forward cache).
    let unsaved = false;
    const keep = (event) => {
      event.preventDefault();
      event.returnValue = "";
    };

    const params = P.share.read();
    const first = "plates";
    select.value = first;
    if (skeleton) skeleton.textContent = Object.hasOwn(params, "code") ? "" : starters[first];

    // The menu names where the code came from: a starter left as it is, else the reader's own code (a link's, or
    // typed), an entry of its own. Still naming the starter over code written in its place, the menu could not
    // give that starter back: a native menu fires no change for the entry already chosen.
    let chosen = select.value;
    function nameOrigin(code, own) {
      const starter = Object.keys(starters).find((name) => starters[name] === code);
      let mine = select.querySelector('option[value=""]');
      if (starter) {
        mine?.remove();
        select.value = chosen = starter;
        return;
      }
      if (!mine) {
        mine = P.el("option", { value: "" });
        select.prepend(mine);
      }
      mine.textContent = own;
      select.value = chosen = "";
    }

    /** The address holds `code`; with `push`, as a new entry of the history (Back brings the code before). */
    async function writeLink(code, { push = false } = {}) {
      const mine = ++written;
      try {
        const encoded = await live.encode(code);
        if (mine !== written || gone) return;
        const over = `Over ${Puzzlers.count(live.MAX_CODE)} characters: the link no longer holds the code.`;
        // Share is off meanwhile (it copied the address, which held the code of before, and said "Link copied");
        // its title says why
        const long = code.length > live.MAX_CODE;
        if (long !== unsaved) window[long ? "addEventListener" : "removeEventListener"]("beforeunload", keep);
        unsaved = long;
        P.setDisabled(share, long, run);
        share.title = long ? `Code over ${Puzzlers.count(live.MAX_CODE)} characters cannot be shared.` : "";
        if (long) {
          status.textContent = over;
          return;
        }
        if (status.textContent === over) status.textContent = ""; // short enough again: the link holds it
        P.share.write({ code: encoded }, { push });
        host.dataset.link = location.href;
      } catch (error) {
        status.textContent = error.message;
      }
    }

    async function go() {
      if (running || !editor) return;
      const mine = { cancelled: false };
      running = mine;
      P.busy(run, cancel, true);
      // a Tab stop once it holds a run (it scrolls): before, Tab stopped on an empty box
      output.tabIndex = 0;
      await live.runInto(editor.getCode(), { output, status }, mine);
      if (gone) return;
      running = null;
      P.busy(run, cancel, false);
      P.reveal(output);
    }

    cancel.addEventListener("click", () => {
      if (!running) return;
      running.cancelled = true;
      P.cancel(running.id);
    });
    run.addEventListener("click", go);
    // A starter replaces the code: code of one's own (typed, or a link's) only once confirmed
    // chosen with the pointer, the editor takes the focus; with the keys it stays on the menu (the arrow keys of a
    // closed menu choose at each press: the first one sent the focus to the editor, and the next ones moved in it)
    let byPointer = false;
    select.addEventListener("pointerdown", () => { byPointer = true; });
    select.addEventListener("keydown", () => { byPointer = false; });
    select.addEventListener("change", () => {
      if (!editor) return;
      const own = !Object.values(starters).includes(editor.getCode());
      if (own && !window.confirm(`Replace your code with the starter "${select.selectedOptions[0].text}"?`)) {
        select.value = chosen;
        return;
      }
      const starter = starters[select.value];
      editor.setCode(starter);
      // told here too: the plain text box that stands in for the editor (offline) tells no change of its own
      nameOrigin(starter);
      // code of one's own replaced: a new entry of the history, so that Back brings it back (a link's, say), set up
      // again from the address (js/kit.js popstate), and Forward the starter. A starter in a starter's place stays
      // in its entry (the menu's arrow keys go through them at each press: one entry each would fill the history)
      writeLink(starter, { push: own });
      if (byPointer) editor.focus();
    });
    const share = P.shareButton({ url: () => location.href });
    share.disabled = true;
    host.querySelector(".pz-share").replaceWith(share);

    (async () => {
      let code = starters[first];
      if (Object.hasOwn(params, "code")) {
        try {
          code = await live.decode(params.code);
        } catch (error) {
          status.textContent = error.message;
        }
      }
      nameOrigin(code, "Code from the link");
      if (gone) return;
      const made = await live.makeEditor(box, {
        doc: code, label: "Playground, Python code", onRun: go,
        onChange: (changed) => {
          nameOrigin(changed, "Your own code");
          writeLink(changed);
        },
      });
      if (gone) return made.destroy();
      editor = made;
      box.querySelector(".pz-playground-skeleton")?.remove();
      host.dataset.ready = "1";
      run.disabled = select.disabled = share.disabled = false;
      writeLink(code);
    })();

    return () => {
      gone = true;
      window.removeEventListener("beforeunload", keep);
      if (running) P.cancel(running.id);
      if (editor) editor.destroy();
    };
  }, { played: false }); // a page of code: "Back to top" serves there
})();
