import { RememberedAnswers, answerOf } from './remembered-answers';

describe('RememberedAnswers', () => {
  it('answers what was remembered under the same version, with a strong ETag of its bytes', () => {
    const answers = new RememberedAnswers(1000);
    const answer = answerOf('{"items":[]}');
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(answerOf('{"items":[]}').etag).toBe(answer.etag);
    expect(answerOf('{"items":[1]}').etag).not.toBe(answer.etag);
    expect(answers.get('3', '/a')).toBeUndefined();
    answers.set('3', '/a', answer);
    expect(answers.get('3', '/a')).toBe(answer);
  });

  it('forgets everything at a newer version and keeps nothing worked out under an older one', () => {
    const answers = new RememberedAnswers(1000);
    answers.set('3', '/a', answerOf('a'));
    expect(answers.get('4', '/a')).toBeUndefined();
    expect(answers.count).toBe(0);
    answers.set('3', '/a', answerOf('late'));
    expect(answers.get('3', '/a')).toBeUndefined();
    expect(answers.get('4', '/a')).toBeUndefined();
    answers.set('4', '/a', answerOf('b'));
    expect(answers.get('4', '/a')?.body).toBe('b');
    // Versions are counters, compared as numbers.
    answers.set('10', '/a', answerOf('c'));
    expect(answers.get('10', '/a')?.body).toBe('c');
    expect(answers.get('9', '/a')).toBeUndefined();
  });

  it('keeps within its budget, least recently used out first, and never keeps an oversized answer', () => {
    const answers = new RememberedAnswers(160);
    answers.set('1', '/a', answerOf('a'.repeat(10)));
    answers.set('1', '/b', answerOf('b'.repeat(10)));
    answers.get('1', '/a');
    for (const key of [
      '/c',
      '/d',
      '/e',
      '/f',
      '/g',
      '/h',
      '/i',
      '/j',
      '/k',
      '/l',
      '/m',
      '/n',
      '/o',
      '/p',
      '/q',
    ]) {
      answers.set('1', key, answerOf('x'.repeat(10)));
    }
    expect(answers.count).toBe(16);
    expect(answers.get('1', '/b')).toBeUndefined();
    expect(answers.get('1', '/a')).toBeDefined();
    answers.set('1', '/r', answerOf('x'.repeat(10)));
    expect(answers.get('1', '/c')).toBeUndefined();
    answers.set('1', '/big', answerOf('x'.repeat(11)));
    expect(answers.get('1', '/big')).toBeUndefined();
  });
});
