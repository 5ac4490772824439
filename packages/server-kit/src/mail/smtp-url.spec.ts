import { smtpTransportUrl } from './smtp-url';

describe('smtpTransportUrl', () => {
  it('keeps the server, credentials and options given, adding the timeouts', () => {
    const url = new URL(smtpTransportUrl('smtps://mailer:s3cret@smtp.example.in:465/?pool=true'));
    expect(url.host).toBe('smtp.example.in:465');
    expect([url.protocol, url.username, url.password]).toEqual(['smtps:', 'mailer', 's3cret']);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pool: 'true',
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '20000',
    });
  });

  it('asks for a pool of connections only for a pooled sender, and never over SMTP_URL', () => {
    const pool = (smtpUrl: string, pooled?: boolean) =>
      new URL(smtpTransportUrl(smtpUrl, { pooled })).searchParams.get('pool');
    expect(pool('smtp://127.0.0.1:2525')).toBeNull();
    expect(pool('smtp://127.0.0.1:2525', false)).toBeNull();
    expect(pool('smtp://127.0.0.1:2525', true)).toBe('true');
    expect(pool('smtp://127.0.0.1:2525/?pool=false', true)).toBe('false');
  });
});
