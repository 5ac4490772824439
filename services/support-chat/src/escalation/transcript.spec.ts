import { escalationMail } from './transcript';

const details = {
  sessionId: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.in',
  customerPhone: '+919876543210',
  requestedAt: new Date('2026-11-20T06:30:00Z'),
  messages: [
    { role: 'user' as const, content: 'Where is my order? <script>alert(1)</script> & "quotes"' },
    { role: 'assistant' as const, content: 'Your latest order SR1001 is shipped.' },
  ],
};

describe('escalation e-mail', () => {
  it('names the customer and phone in the subject', () => {
    expect(escalationMail(details).subject).toBe('Live agent requested: Asha Rao (+919876543210)');
  });

  it('keeps line breaks out of the subject', () => {
    expect(escalationMail({ ...details, customerName: 'Asha\r\nBcc: x@y.z' }).subject).toBe(
      'Live agent requested: Asha Bcc: x@y.z (+919876543210)',
    );
  });

  it('the text part has the contact details and the whole transcript in order', () => {
    const { text } = escalationMail(details);
    expect(text).toContain('Name: Asha Rao');
    expect(text).toContain('E-mail: asha@example.in');
    expect(text).toContain('Phone: +919876543210');
    expect(text).toContain('20 November 2026');
    const customer = text.indexOf('Asha Rao: Where is my order? <script>');
    const assistant = text.indexOf('Assistant: Your latest order SR1001 is shipped.');
    expect(customer).toBeGreaterThan(0);
    expect(assistant).toBeGreaterThan(customer);
  });

  it('the HTML part escapes everything the customer typed', () => {
    const { html } = escalationMail({ ...details, customerName: 'Asha <b>Rao</b>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Rao</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(html).toContain('asha@example.in');
    expect(html).toContain('+919876543210');
  });

  it('says when there is no conversation yet or no phone', () => {
    const mail = escalationMail({ ...details, messages: [], customerPhone: null });
    expect(mail.subject).toBe('Live agent requested: Asha Rao (phone not given)');
    expect(mail.text).toContain('no messages yet');
    expect(mail.html).toContain('no messages yet');
  });
});
