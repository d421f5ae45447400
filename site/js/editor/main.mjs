// The docs' code editor (CodeMirror 6, bundled by hooks/editor_bundle.py into js/editor.js and loaded by
// js/examples.js and js/playground.js the first time a reader edits an example or opens the playground).
// window.PuzzlersEditor.create(parent, {doc, label, onRun, onChange}) -> {getCode, setCode, focus, destroy, view}
//
// Keys: Tab / Shift-Tab indent and dedent; Esc, then Tab leaves the editor (CodeMirror's escape hatch, here without
// its two-second limit: any other key, or leaving the editor, ends it), and Ctrl-M (Shift-Alt-M on a Mac) switches
// Tab between indenting and moving the focus (CodeMirror's tab-focus mode), so a keyboard user is never trapped;
// Ctrl-Enter (Cmd-Enter on a Mac) runs; Ctrl-Z / Ctrl-Shift-Z undo and redo. CodeMirror has no help of its own
// (https://codemirror.net/examples/tab/), so each editor says how to leave it: a description (aria-describedby)
// and a line under it while it has the focus (.pz-editor-hint: drawn at build time where the editor must not move
// the page, as in the playground, else added here; its space is kept when it is blank).
// Colours come from Material's CSS variables, so the editor follows the site's light and dark palettes.
import { EditorState, Prec, Transaction } from "@codemirror/state";
import {
  EditorView, keymap, lineNumbers, highlightActiveLineGutter, drawSelection, highlightSpecialChars,
} from "@codemirror/view";
import {
  defaultKeymap, history, historyKeymap, indentWithTab, isolateHistory, simplifySelection,
} from "@codemirror/commands";
import {
  HighlightStyle, LanguageSupport, syntaxHighlighting, indentOnInput, bracketMatching, indentUnit,
} from "@codemirror/language";
import { pythonLanguage } from "@codemirror/lang-python";
import { tags as t } from "@lezer/highlight";

const v = (name) => `var(--md-code-hl-${name}-color)`;

const highlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.operatorKeyword], color: v("keyword") },
  { tag: [t.string, t.special(t.string), t.regexp], color: v("string") },
  { tag: [t.number, t.bool, t.null], color: v("number") },
  { tag: [t.comment, t.lineComment, t.blockComment], color: v("comment"), fontStyle: "italic" },
  { tag: [t.function(t.variableName), t.function(t.propertyName), t.definition(t.function(t.variableName))],
    color: v("function") },
  { tag: [t.className, t.definition(t.className)], color: v("constant") },
  { tag: [t.standard(t.variableName), t.self], color: v("special") },
  { tag: [t.operator, t.compareOperator, t.arithmeticOperator, t.logicOperator], color: v("operator") },
  { tag: [t.punctuation, t.paren, t.squareBracket, t.brace, t.separator], color: v("punctuation") },
  { tag: [t.variableName, t.propertyName], color: v("variable") },
]);

const theme = EditorView.theme({
  "&": {
    color: "var(--md-code-fg-color)",
    backgroundColor: "var(--md-code-bg-color)",
    fontSize: "0.85em",
    borderRadius: "0.1rem",
  },
  "&.cm-focused": { outline: "2px solid var(--md-accent-fg-color)", outlineOffset: "1px" },
  ".cm-content": {
    fontFamily: "var(--md-code-font-family, monospace)",
    caretColor: "var(--md-code-fg-color)",
    padding: "0.6em 0",
    minHeight: "3.5em",
  },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--md-code-fg-color)", borderLeftWidth: "2px" },
  ".cm-scroller": { fontFamily: "var(--md-code-font-family, monospace)", lineHeight: "1.5" },
  ".cm-gutters": {
    backgroundColor: "var(--md-code-bg-color)",
    color: "var(--md-default-fg-color--light)",
    borderRight: "1px solid var(--md-default-fg-color--lightest)",
  },
  ".cm-activeLineGutter": { backgroundColor: "transparent", color: "var(--md-default-fg-color)" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: "var(--md-accent-fg-color--transparent, rgba(83,109,254,.2)) !important",
  },
  ".cm-matchingBracket": { outline: "1px solid var(--md-default-fg-color--light)", backgroundColor: "transparent" },
});

const mac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent); // as CodeMirror reads its keys
const KEYS = mac ? { toggle: "Shift+Alt+M", run: "Cmd+Enter" } : { toggle: "Ctrl+M", run: "Ctrl+Enter" };
/** The keys after Esc that keep "Tab leaves" on (CodeMirror's own list, InputState.keydown: Tab, Esc, modifiers). */
const PASSING = ["Tab", "Escape", "Shift", "Control", "Alt", "AltGraph", "Meta", "OS", "CapsLock"];
let made = 0; // editors made on this page: each description has an id of its own

/** The line shown under the editor while it has the focus, for each way Tab works (see tabKeys). */
function hintText(mode) {
  if (mode === "focus") return `Tab moves the focus · ${KEYS.toggle}: Tab indents again`;
  if (mode === "once") return "Tab now leaves the editor · any other key: Tab indents";
  return "Tab indents · Esc then Tab leaves the editor";
}

/** The editor's accessible description: what Tab does now, and how to leave. */
function describe(mode, runs) {
  const tab = mode === "focus"
    ? `Tab moves the focus out of the editor; ${KEYS.toggle} makes it indent again.`
    : `Tab indents and Shift+Tab dedents. To leave the editor, press Esc, then Tab; ${KEYS.toggle} makes Tab move `
      + "the focus instead.";
  return runs ? `${tab} ${KEYS.run} runs the code.` : tab;
}

/**
 * The Tab keys and what the reader is told of them. `mode`: "indent" (Tab indents), "once" (after Esc: the next
 * Tab leaves; CodeMirror drops it after two seconds, too soon for some, so it is set here with no time limit) or
 * "focus" (Ctrl-M: Tab moves the focus until Ctrl-M again). CodeMirror keeps no event for its tab-focus mode, so
 * the mode is kept here and set through view.setTabFocusMode.
 */
function tabKeys(hint, description, runs) {
  let mode = "indent";
  const show = (next) => {
    mode = next;
    hint.textContent = hintText(mode);
    description.textContent = describe(mode, runs);
  };
  show("indent");
  const escape = (view) => {
    simplifySelection(view); // what Esc does in CodeMirror's keymap, which this binding comes before
    if (mode === "indent") {
      view.setTabFocusMode(Infinity); // until another key: CodeMirror ends it at any key but Tab and Esc
      show("once");
    }
    return true; // CodeMirror's own Esc handler would set its two-second limit again
  };
  const toggle = (view) => {
    show(mode === "focus" ? "indent" : "focus");
    view.setTabFocusMode(mode === "focus");
    // the description is heard on entering the editor only: a screen reader is told of the switch here
    if (window.Puzzlers && window.Puzzlers.announce) {
      window.Puzzlers.announce(mode === "focus" ? "Tab moves the focus now." : "Tab indents now.");
    }
    return true;
  };
  return [
    Prec.highest(keymap.of([{ key: "Escape", run: escape }, { key: "Ctrl-m", mac: "Shift-Alt-m", run: toggle }])),
    EditorView.domEventObservers({
      keydown(event) {
        if (mode === "once" && !PASSING.includes(event.key)) {
          show("indent"); // CodeMirror ended it too (InputState.keydown)
        }
      },
      // "Esc then Tab" ends where the editor loses the focus: coming back, Tab indents again. On the DOM's blur,
      // not CodeMirror's focusChanged, which comes a moment later and not at all when the focus is back by then
      // (Tab out, then Shift+Tab at once: Tab went on leaving).
      blur(event, view) {
        if (mode !== "once") return;
        view.setTabFocusMode(false);
        show("indent");
      },
    }),
  ];
}

/** A new hint line (for an editor whose page drew none). */
function newHint(parent) {
  const hint = document.createElement("p");
  hint.className = "pz-editor-hint";
  hint.setAttribute("aria-hidden", "true"); // the description says it to screen readers
  parent.append(hint);
  return hint;
}

function create(parent, { doc = "", label = "Python code", onRun = null, onChange = null } = {}) {
  const touch = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
  const run = (view) => {
    if (onRun) onRun(view.state.doc.toString());
    return true;
  };
  const drawn = parent.querySelector(":scope > .pz-editor-hint"); // its space kept at build time
  const hint = drawn || newHint(parent);
  const description = document.createElement("p");
  description.id = `pz-editor-help-${++made}`;
  description.hidden = true;
  parent.append(description);
  const extensions = [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    // Invisible characters drawn as marks, the bidirectional controls too (CodeMirror leaves out LRE, RLE, PDF
    // and FSI): code from a link with a right-to-left override read differently from how it ran
    highlightSpecialChars({ addSpecialChars: /[\u202a-\u202c\u2068]/ }),
    indentOnInput(),
    bracketMatching(),
    indentUnit.of("    "),
    EditorState.tabSize.of(4),
    new LanguageSupport(pythonLanguage), // highlighting and indentation (no completion: fewer bytes)
    syntaxHighlighting(highlight),
    theme,
    Prec.highest(keymap.of([{ key: "Mod-Enter", run, preventDefault: true }])),
    tabKeys(hint, description, !!onRun),
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    EditorView.contentAttributes.of({ "aria-label": label, "aria-multiline": "true", autocapitalize: "off",
                                      autocorrect: "off", spellcheck: "false", "aria-describedby": description.id }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && onChange) onChange(update.state.doc.toString());
    }),
  ];
  if (touch) extensions.push(EditorView.lineWrapping); // a phone wraps long lines instead of scrolling sideways
  const view = new EditorView({ state: EditorState.create({ doc, extensions }) });
  parent.insertBefore(view.dom, hint); // the hint under the editor
  return {
    view,
    getCode: () => view.state.doc.toString(),
    // One undoable change of its own: CodeMirror joins a change that comes within half a second of the typing
    // before it into one undo step, so Ctrl+Z took back the typed code with the starter that replaced it.
    setCode(code) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: code },
        annotations: [isolateHistory.of("full"), Transaction.userEvent.of("input.replace")],
      });
    },
    focus: () => view.focus(),
    destroy() {
      view.destroy();
      view.dom.remove();
      description.remove();
      if (drawn) drawn.textContent = "";
      else hint.remove();
    },
  };
}

window.PuzzlersEditor = { create, version: 1 };
