import { describe, expect, it } from 'vitest';
import { keyPressFor } from '../../keyboard';
import {
  autoIndentAfter,
  CODE_COURSE,
  CODE_META,
  CODE_SNIPPETS,
  editorTyping,
  normalizeSnippet,
  PRISM_LANGUAGE,
} from '.';

describe('typing code in an editor that auto-indents', () => {
  const snippet = 'if (ok) {\n    go();\n}';

  it('the learner types each line without its indentation, and Enter between lines', () => {
    expect(editorTyping(snippet).expected).toBe('if (ok) {\ngo();\n}');
  });

  it('the screen shows the snippet as written', () => {
    expect(editorTyping(snippet).display).toBe(snippet);
  });

  it('maps every typed character to the same character on screen, and marks indentation as inserted', () => {
    const typing = editorTyping(snippet);
    typing.expected
      .split('')
      .forEach((char, i) => expect(typing.display[typing.displayIndex[i]!]).toBe(char));
    typing.expectedIndex.forEach((index, i) => {
      if (index === -1) expect(typing.display[i]).toBe(' ');
      else expect(typing.displayIndex[index]).toBe(i);
    });
    expect(typing.expectedIndex.filter((index) => index === -1)).toHaveLength(4);
  });

  it('after Enter the editor inserts exactly the next line’s indentation, dedented lines included', () => {
    const typing = editorTyping('a {\n  b {\n    c\n  }\n}');
    const enters = [...typing.expected].flatMap((char, i) => (char === '\n' ? [i] : []));
    expect(enters.map((position) => autoIndentAfter(typing, position))).toEqual(['  ', '    ', '  ', '']);
    expect(autoIndentAfter(typing, 0)).toBe('');
  });

  it('keeps spaces inside a line and spaces typed after code', () => {
    expect(editorTyping('x  =  1;  // note\n  y').expected).toBe('x  =  1;  // note\ny');
  });

  it('normalises tabs, trailing spaces, line ends and runs of blank lines', () => {
    expect(normalizeSnippet('\n\ta();  \r\n\r\n\r\n\tb();\n\n', 2)).toBe('  a();\n\n  b();');
    expect(editorTyping('a();\n\n\nb();').expected).toBe('a();\n\nb();');
  });
});

describe('the code course', () => {
  it('has a chapter per language with the lessons its catalogue entry counts', () => {
    expect(CODE_COURSE.chapters.map((chapter) => [chapter.slug, chapter.lessons.length])).toEqual(
      CODE_META.chapters.map((chapter) => [chapter.slug, chapter.lessonCount]),
    );
  });

  it('every snippet can be typed on a US keyboard and has a Prism language', () => {
    for (const snippet of CODE_SNIPPETS) {
      const { expected } = editorTyping(snippet.code);
      for (const char of expected)
        expect(keyPressFor(char), `${snippet.slug}: ${JSON.stringify(char)}`).toBeDefined();
      expect(PRISM_LANGUAGE[snippet.language]).toBeTruthy();
    }
  });

  it('every lesson types the snippet without indentation and shows it with', () => {
    for (const lesson of CODE_COURSE.chapters.flatMap((chapter) => chapter.lessons)) {
      expect(lesson.practice?.kind).toBe('code');
      if (lesson.practice?.kind !== 'code') continue;
      expect(lesson.text).toBe(editorTyping(lesson.practice.snippet).expected);
      expect(lesson.text).not.toMatch(/\n /);
      expect(lesson.text.length).toBeGreaterThan(30);
    }
  });
});
