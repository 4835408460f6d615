// The answer box: typed, or built from tiles and on-screen letters. Text from an input
// method (composition events: a Japanese IME, a dead key, a compose key) is neither
// shown on the tiles nor judged until it is composed: Enter while composing finishes
// the composition, it does not send the half-made word. What was typed is sent as
// typed (cœur, coeur, ＣＯＥＵＲ alike); the server normalises.

export class AnswerBox {
  /**
   * `input`: the text field; `form`: its form (the Enter button submits it);
   * `onChange(text)`: the composed text changed; `onSubmit(text)`: judge this.
   */
  constructor(input, form, { onChange, onSubmit }) {
    this.input = input;
    this.onChange = onChange;
    this.onSubmit = onSubmit;
    this.composing = false;
    this.enabled = true;

    input.addEventListener("compositionstart", () => {
      this.composing = true;
    });
    input.addEventListener("compositionend", () => {
      this.composing = false;
      this.onChange(this.value);
    });
    input.addEventListener("input", (event) => {
      if (this.composing || event.isComposing) return;
      this.onChange(this.value);
    });
    input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      // keyCode 229: the key went to an input method (older engines set no isComposing).
      if (this.composing || event.isComposing || event.keyCode === 229) return;
      event.preventDefault();
      this.submit();
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (this.composing) return;
      this.submit();
    });
  }

  get value() {
    return this.input.value;
  }

  set value(text) {
    this.input.value = text;
    this.onChange(text);
  }

  submit() {
    if (!this.enabled || this.composing) return;
    this.onSubmit(this.value);
  }

  /** Adds a letter from a tile or the on-screen keyboard at the end. */
  append(letter) {
    if (!this.enabled || this.composing) return;
    this.value = this.value + letter;
  }

  /** Removes the last letter as a reader sees it (a base letter with its accents). */
  backspace() {
    if (!this.enabled || this.composing) return;
    const text = this.value;
    if (!text) return;
    let parts;
    if (typeof Intl !== "undefined" && Intl.Segmenter) {
      parts = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment);
    } else {
      parts = [...text];
    }
    parts.pop();
    this.value = parts.join("");
  }

  clear() {
    if (this.composing) return;
    this.value = "";
  }
}
