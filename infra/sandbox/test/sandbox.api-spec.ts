import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { sandboxForTests } from './support/sandbox-for-tests';

describe('sandbox', () => {
  const sandbox = sandboxForTests({ bucket: 'festive-test' });

  it('answers its health check', async () => {
    await sandbox.http().get('/health').expect(200, { status: 'ok' });
  });

  describe('S3', () => {
    const client = () =>
      new S3Client({
        endpoint: sandbox.urls.s3,
        region: 'ap-south-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        // s3rver knows nothing of the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });

    it('stores and returns an object in the bucket created at start', async () => {
      const s3 = client();
      const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      const put = await s3.send(
        new PutObjectCommand({
          Bucket: 'festive-test',
          Key: 'products/a.png',
          Body: body,
          ContentType: 'image/png',
        }),
      );
      expect(put.ETag).toBeTruthy();
      const got = await s3.send(new GetObjectCommand({ Bucket: 'festive-test', Key: 'products/a.png' }));
      expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
      expect(got.ContentType).toBe('image/png');
      s3.destroy();
    });

    it('lets a browser on any origin PUT to the bucket and read the ETag', async () => {
      const preflight = await request(sandbox.urls.s3)
        .options('/festive-test/products/b.png')
        .set('Origin', 'http://localhost:8080')
        .set('Access-Control-Request-Method', 'PUT')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBe(200);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
      const put = await request(sandbox.urls.s3)
        .put('/festive-test/products/b.png')
        .set('Origin', 'http://localhost:8080')
        .set('Content-Type', 'image/png')
        .send(Buffer.from('png'));
      expect(put.status).toBe(200);
      expect(put.headers['access-control-expose-headers']).toMatch(/etag/i);
    });
  });

  describe('S3 presigned URLs, checked as S3 checks them', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const presign = async (key: string, options: { signingDate?: Date; expiresIn?: number } = {}) => {
      const s3 = new S3Client({
        endpoint: sandbox.urls.s3,
        region: 'ap-south-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
      });
      const url = await getSignedUrl(
        s3,
        new PutObjectCommand({
          Bucket: 'festive-test',
          Key: key,
          ContentType: 'image/png',
          ContentLength: png.length,
        }),
        { expiresIn: 900, signableHeaders: new Set(['content-type', 'content-length']), ...options },
      );
      s3.destroy();
      return url;
    };
    const put = (url: string, body: Buffer, contentType: string) =>
      fetch(url, { method: 'PUT', body, headers: { 'Content-Type': contentType } });

    it('takes the signed type and length', async () => {
      expect((await put(await presign('uploads/ok'), png, 'image/png')).status).toBe(200);
    });

    it.each([
      ['another type', png, 'application/javascript'],
      ['another length', Buffer.concat([png, png]), 'image/png'],
    ])('refuses %s (SignatureDoesNotMatch), readable from any origin', async (_what, body, type) => {
      const res = await put(await presign('uploads/refused'), body, type);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    });

    it('refuses a tampered or expired URL', async () => {
      const url = new URL(await presign('uploads/tampered'));
      url.pathname = '/festive-test/uploads/elsewhere';
      expect((await put(url.href, png, 'image/png')).status).toBe(403);
      const expired = await presign('uploads/expired', {
        signingDate: new Date(Date.now() - 3_600_000),
        expiresIn: 60,
      });
      const res = await put(expired, png, 'image/png');
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Request has expired');
    });
  });

  describe('SMTP catcher', () => {
    it('keeps a mail sent by nodemailer and lists it newest first', async () => {
      const transport = nodemailer.createTransport(sandbox.urls.smtp);
      await transport.sendMail({
        from: 'Festival Gifts <orders@festive.example>',
        to: 'asha@example.com',
        bcc: 'audit@festive.example',
        subject: 'Your invoice <INV-1>',
        text: 'Thank you',
        html: '<p>Thank you <script>alert(1)</script></p>',
        attachments: [{ filename: 'invoice.pdf', content: Buffer.from('%PDF-1.4') }],
      });
      await transport.sendMail({ from: 'a@b.c', to: 'ravi@example.com', subject: 'Second', text: 'Hi' });
      transport.close();

      const res = await sandbox.http().get('/mail/messages').expect(200);
      expect(res.body.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'Your invoice <INV-1>']);
      const [, invoice] = res.body;
      expect(invoice).toMatchObject({
        from: '"Festival Gifts" <orders@festive.example>',
        to: ['asha@example.com', 'audit@festive.example'],
        text: 'Thank you',
        attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', size: 8 }],
      });
      expect(invoice.html).toContain('<p>Thank you');
      expect(new Date(invoice.date).getTime()).toBeGreaterThan(0);

      const forAsha = await sandbox.http().get('/mail/messages?to=ASHA@example.com');
      expect(forAsha.body).toHaveLength(1);

      const page = await sandbox.http().get('/mail').expect(200);
      expect(page.text).toContain('Your invoice &lt;INV-1&gt;');
      expect(page.text).not.toContain('<script>');
      expect(page.text).toContain('srcdoc="&lt;p&gt;Thank you &lt;script&gt;');

      await sandbox.http().delete('/mail/messages').expect(204);
      expect((await sandbox.http().get('/mail/messages')).body).toEqual([]);
    });

    it('refuses mail while the mail fault is set to fail', async () => {
      await sandbox.http().post('/sandbox/faults').send({ service: 'mail', mode: 'fail' }).expect(200);
      const transport = nodemailer.createTransport(sandbox.urls.smtp);
      await expect(
        transport.sendMail({ from: 'a@b.c', to: 'x@y.z', subject: 's', text: 't' }),
      ).rejects.toThrow(/451/);
      transport.close();
    });
  });

  describe('SMS stand-in and faults', () => {
    it('stores texts and returns them newest first for a phone in any spelling', async () => {
      await sandbox
        .http()
        .post('/sms/send')
        .send({ phone: '+91 98765 43210', message: 'OTP 111111' })
        .expect(200);
      await sandbox.http().post('/sms/send').send({ phone: '9999999999', message: 'other' }).expect(200);
      await sandbox.http().post('/sms/send').send({ phone: '9876543210', message: 'OTP 222222' }).expect(200);
      const res = await sandbox.http().get('/sms/messages?phone=919876543210').expect(200);
      expect(res.body.map((m: { message: string }) => m.message)).toEqual(['OTP 222222', 'OTP 111111']);
      await sandbox.http().post('/sms/send').send({ phone: 'abc', message: 'x' }).expect(400);
    });

    it('fails or stalls a stand-in on demand and validates the switch', async () => {
      await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'fail' }).expect(200);
      await sandbox.http().post('/sms/send').send({ phone: '9876543210', message: 'x' }).expect(503);
      await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'timeout' }).expect(200);
      await expect(
        sandbox.http().post('/sms/send').send({ phone: '9876543210', message: 'x' }).timeout(300),
      ).rejects.toThrow(/Timeout/);
      expect((await sandbox.http().get('/sandbox/faults')).body).toMatchObject({
        sms: 'timeout',
        mail: 'ok',
      });
      await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'ok' }).expect(200);
      await sandbox.http().post('/sms/send').send({ phone: '9876543210', message: 'x' }).expect(200);
      await sandbox.http().post('/sandbox/faults').send({ service: 'smss', mode: 'fail' }).expect(400);
      await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'broken' }).expect(400);
    });

    it('answers slowly by the latency set for a service, until it is set back or reset', async () => {
      const timed = async () => {
        const started = Date.now();
        await sandbox.http().post('/sms/send').send({ phone: '9876543210', message: 'x' }).expect(200);
        return Date.now() - started;
      };
      await sandbox
        .http()
        .post('/sandbox/faults/latency')
        .send({ service: 'sms', ms: 300, jitterMs: 100 })
        .expect(200);
      expect((await sandbox.http().get('/sandbox/faults/latency')).body.sms).toEqual({
        ms: 300,
        jitterMs: 100,
      });
      expect(await timed()).toBeGreaterThanOrEqual(290);
      // A slow service still honours its mode once the wait is over.
      await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'fail' }).expect(200);
      await sandbox.http().post('/sms/send').send({ phone: '9876543210', message: 'x' }).expect(503);
      await sandbox.http().post('/sandbox/faults').send({ service: 'sms', mode: 'ok' }).expect(200);
      await sandbox.http().post('/sandbox/faults/latency').send({ service: 'sms', ms: 0 }).expect(200);
      expect(await timed()).toBeLessThan(250);
      await sandbox.http().post('/sandbox/faults/latency').send({ service: 'sms', ms: 400 }).expect(200);
      await sandbox.http().delete('/sandbox/faults').expect(200);
      expect((await sandbox.http().get('/sandbox/faults/latency')).body.sms).toEqual({ ms: 0, jitterMs: 0 });
      await sandbox.http().post('/sandbox/faults/latency').send({ service: 'mail', ms: 10 }).expect(400);
      await sandbox.http().post('/sandbox/faults/latency').send({ service: 'sms', ms: -1 }).expect(400);
      await sandbox
        .http()
        .post('/sandbox/faults/latency')
        .send({ service: 'sms', ms: 10, jitterMs: 1.5 })
        .expect(400);
      await sandbox.http().post('/sandbox/faults/latency').send({ service: 'sms' }).expect(400);
    });
  });
});
