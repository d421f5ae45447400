// The docs' code editor (CodeMirror 6, bundled by hooks/editor_bundle.py into js/editor.js and loaded by
// js/examples.js and js/playground.js the first time a reader edits an example or opens the playground).
// window.PuzzlersEditor.create(parent, {doc, label, onRun, onChange}) -> {getCode, setCode, focus, destroy, view}
//
// Keys: Tab / Shift-Tab indent and dedent; Esc, then Tab (within two seconds) leaves the editor, so a keyboard
// user is never trapped; Ctrl-Enter (Cmd-Enter on a Mac) runs; Ctrl-Z / Ctrl-Shift-Z undo and redo.
// Colours come from Material's CSS variables, so the editor follows the site's light and dark palettes.
import { EditorState, Prec } from "@codemirror/state";
import {
  EditorView, keymap, lineNumbers, highlightActiveLineGutter, drawSelection,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
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

function create(parent, { doc = "", label = "Python code", onRun = null, onChange = null } = {}) {
  const touch = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
  const run = (view) => {
    if (onRun) onRun(view.state.doc.toString());
    return true;
  };
  const extensions = [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    indentUnit.of("    "),
    EditorState.tabSize.of(4),
    new LanguageSupport(pythonLanguage), // highlighting and indentation (no completion: fewer bytes)
    syntaxHighlighting(highlight),
    theme,
    Prec.highest(keymap.of([{ key: "Mod-Enter", run, preventDefault: true }])),
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    EditorView.contentAttributes.of({ "aria-label": label, "aria-multiline": "true", autocapitalize: "off",
                                      autocorrect: "off", spellcheck: "false" }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged && onChange) onChange(update.state.doc.toString());
    }),
  ];
  if (touch) extensions.push(EditorView.lineWrapping); // a phone wraps long lines instead of scrolling sideways
  const view = new EditorView({ state: EditorState.create({ doc, extensions }), parent });
  return {
    view,
    getCode: () => view.state.doc.toString(),
    setCode(code) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

window.PuzzlersEditor = { create, version: 1 };
