import Prism from 'prismjs';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';

/** The token kinds the typing text colours; anything else is plain. */
export type CodeTokenKind = 'keyword' | 'string' | 'comment' | 'number' | 'function' | 'punctuation' | 'tag';

const KIND_OF: Record<string, CodeTokenKind> = {
  keyword: 'keyword',
  boolean: 'keyword',
  builtin: 'keyword',
  'class-name': 'function',
  function: 'function',
  string: 'string',
  char: 'string',
  'template-string': 'string',
  'attr-value': 'string',
  comment: 'comment',
  prolog: 'comment',
  number: 'number',
  operator: 'punctuation',
  punctuation: 'punctuation',
  tag: 'tag',
  selector: 'tag',
  property: 'function',
  'attr-name': 'function',
};

/**
 * The token kind of every character of `code` in a Prism language ('javascript', 'python', 'markup', ...),
 * undefined for plain characters. Nested tokens take the innermost kind Prism gives them.
 */
export function highlightKinds(code: string, language: string): (CodeTokenKind | undefined)[] {
  const kinds: (CodeTokenKind | undefined)[] = [];
  const grammar = Prism.languages[language];
  if (!grammar) return Array.from(code, () => undefined);
  const walk = (stream: string | Prism.Token | (string | Prism.Token)[], kind: CodeTokenKind | undefined) => {
    if (typeof stream === 'string') {
      for (let i = 0; i < stream.length; i++) kinds.push(kind);
      return;
    }
    if (Array.isArray(stream)) {
      for (const part of stream) walk(part, kind);
      return;
    }
    walk(stream.content, KIND_OF[stream.type] ?? kind);
  };
  walk(Prism.tokenize(code, grammar), undefined);
  return kinds;
}
