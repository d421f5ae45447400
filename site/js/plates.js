// License-plate solver widget: type a plate, see every solution as you type. State lives in the URL.
// Set up once per page view (Puzzlers.onPage: first load and every instant navigation); the answer sits right
// under the input (the options fold away in a <details> whose summary names the ones switched on), so that on a
// phone the first solutions show above the on-screen keyboard.
(function () {
  "use strict";
  const { el, share, plural } = Puzzlers;
  const OPTIONS = [
    ["parens", "Parentheses"], ["join", "Join digits"], ["reorder", "Reorder digits"],
    ["unary", "Unary minus"], ["power", "Powers (^)"],
  ];

  Puzzlers.mount("plates-widget", setup);

  function setup(host) {
    const plate = el("input", { id: "plate-input", class: "pz-input", type: "text", inputmode: "numeric",
                                autocomplete: "off", spellcheck: "false", maxlength: "60",
                                placeholder: "e.g. 1234 or 08-D-12345", "aria-label": "Plate" });
    const groups = el("div", { class: "pz-chips", role: "radiogroup", "aria-label": "Digit group", hidden: true });
    const checks = Object.fromEntries(OPTIONS.map(([key]) => [key,
      el("input", { type: "checkbox", id: `plate-${key}`, name: key })]));
    const useTarget = el("input", { type: "checkbox", id: "plate-use-target" });
    const target = el("input", { id: "plate-target", class: "pz-input pz-narrow", type: "number",
                                 inputmode: "numeric", step: "1", value: "0", "aria-label": "Target" });
    const hintMode = el("input", { type: "checkbox", id: "plate-hint" });
    const shareButton = Puzzlers.shareButton({ id: "plate-share" });
    const summary = el("p", { class: "pz-summary", id: "plate-summary", "aria-live": "polite" });
    const list = el("ol", { class: "pz-solutions", id: "plate-solutions" });
    const more = el("p", { class: "pz-more", id: "plate-more" });
    const optionsTitle = el("summary", { id: "plate-options-title" }, "Options");
    const optionsBox = el("details", { class: "pz-fold", id: "plate-options" }, optionsTitle,
      el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Options"),
        OPTIONS.map(([key, label]) => el("label", { class: "pz-check" }, checks[key], " ", label)),
        el("span", { class: "pz-check" }, el("label", { class: "pz-check" }, useTarget, " Target (no =): make "),
           target),
        el("label", { class: "pz-check" }, hintMode, " Hint only (don't show solutions)")),
      el("div", { class: "pz-actions" }, shareButton));
    if (window.matchMedia && window.matchMedia("(min-width: 60em)").matches) optionsBox.open = true;

    const panel = el("div", { class: "pz-panel" },
      el("label", { for: "plate-input", class: "pz-label pz-sr" }, "Plate"), plate, groups, optionsBox);
    host.replaceChildren(panel);
    const runner = Puzzlers.runner(panel);
    host.append(summary, list, more);

    let group = null;
    let timer = null;
    let alive = true;
    let acted = false; // the user changed something: show the answer it gives (not at load)

    function state() {
      const s = { p: plate.value.trim(), g: group === null ? "" : group, t: useTarget.checked ? target.value : "",
                  hint: hintMode.checked };
      for (const [key] of OPTIONS) s[key] = checks[key].checked;
      return s;
    }

    /** The share link as it is now; anything unknown or malformed falls back to the default. */
    function restore() {
      const q = share.read();
      const get = (key) => (Object.hasOwn(q, key) ? q[key] : "");
      plate.value = get("p");
      group = /^\d{1,2}$/.test(get("g")) ? Number(get("g")) : null;
      for (const [key] of OPTIONS) checks[key].checked = get(key) === "1";
      useTarget.checked = /^-?\d+$/.test(get("t"));
      if (useTarget.checked) target.value = get("t");
      hintMode.checked = get("hint") === "1";
    }

    function drawOptionsTitle() {
      const on = OPTIONS.filter(([key]) => checks[key].checked).map(([, label]) => label.toLowerCase());
      if (useTarget.checked) on.push(`target ${target.value}`);
      if (hintMode.checked) on.push("hint only");
      optionsTitle.textContent = on.length ? `Options: ${on.join(", ")}` : "Options";
    }

    function drawGroups(found) {
      groups.replaceChildren();
      groups.hidden = found.length < 2;
      if (groups.hidden) return;
      const chip = (label, value) => el("button", {
        type: "button", class: "pz-chip", role: "radio", "aria-checked": String(group === value),
        onclick: () => { group = value; update(); },
      }, label);
      groups.append("Digits: ", ...found.map((g, i) => chip(g, i)), chip("all", null));
    }

    function clear(message) {
      summary.textContent = message || "";
      list.replaceChildren();
      more.textContent = "";
    }

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(update, 150);
    }

    async function update() {
      clearTimeout(timer);
      if (!alive) return;
      const s = state();
      share.write(s);
      drawOptionsTitle();
      if (!s.p) {
        drawGroups([]);
        runner.showError("");
        return clear("Type the digits of a plate.");
      }
      if (useTarget.checked && !/^-?\d+$/.test(target.value)) {
        return runner.showError("The target must be a whole number, such as 0, 10 or 24.");
      }
      const args = { text: s.p, group, target: useTarget.checked ? Number(target.value) : null };
      for (const [key] of OPTIONS) args[key] = s[key];
      const result = await runner.run("plates", s.hint ? "hint" : "solve", args);
      if (!alive) return;
      if (!result) return clear("");
      if (result.groups) drawGroups(result.groups);
      if (s.hint) {
        list.replaceChildren();
        more.textContent = "";
        summary.textContent = result.solvable
          ? `${result.digits} can be solved (${plural(result.count, "solution")}). Clue: ${result.clue}`
          : `${result.digits} has no solution with these options.`;
        if (acted) Puzzlers.reveal(summary);
        return;
      }
      summary.textContent = result.count
        ? `${result.digits}: ${plural(result.count, "solution")}`
        : `${result.digits}: no solution with these options.`;
      list.replaceChildren(...result.solutions.map((text) => el("li", {}, el("code", {}, text))));
      more.textContent = result.truncated
        ? `Showing the first ${result.shown} of ${result.count}, simplest first.` : "";
      if (acted) Puzzlers.reveal(summary);
    }

    restore();
    drawOptionsTitle();
    host.addEventListener("input", () => { acted = true; }, true);
    host.addEventListener("click", () => { acted = true; }, true);
    plate.addEventListener("input", () => { group = null; schedule(); });
    for (const input of [...Object.values(checks), useTarget, hintMode]) input.addEventListener("change", update);
    target.addEventListener("input", () => { if (useTarget.checked) schedule(); });
    Puzzlers.warm();
    update();
    return () => { alive = false; clearTimeout(timer); runner.dispose(); };
  }
})();
