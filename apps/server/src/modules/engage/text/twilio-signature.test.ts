import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseForm, twilioSignature, validTwilioSignature } from './twilio-signature';

// Twilio's published example (docs "Validating requests", api-snippets signature_validation).
const URL_ = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675310',
  Digits: '1234',
  From: '+14158675310',
  To: '+18005551212',
};

describe('X-Twilio-Signature', () => {
  it('matches Twilio’s published example', () => {
    expect(twilioSignature('12345', URL_, PARAMS)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(validTwilioSignature('12345', URL_, PARAMS, 'GvWf1cFY/Q7PnoempGyD5oXAezc=')).toBe(true);
  });

  it('refuses a missing signature, another token, URL or value, and a signature of another length', () => {
    const good = twilioSignature('12345', URL_, PARAMS);
    expect(validTwilioSignature('12345', URL_, PARAMS, undefined)).toBe(false);
    expect(validTwilioSignature('54321', URL_, PARAMS, good)).toBe(false);
    expect(validTwilioSignature('12345', `${URL_}&baz=3`, PARAMS, good)).toBe(false);
    expect(validTwilioSignature('12345', URL_, { ...PARAMS, Digits: '1235' }, good)).toBe(false);
    expect(validTwilioSignature('12345', URL_, PARAMS, `${good}=`)).toBe(false);
  });

  it('reads a form as Twilio posts it, repeated names included', () => {
    const form = parseForm('From=%2B15125550120&Body=Hi+there%21&MediaUrl0=a&Tag=x&Tag=y');
    expect(form).toEqual({ From: '+15125550120', Body: 'Hi there!', MediaUrl0: 'a', Tag: ['x', 'y'] });
    // A repeated parameter signs as its name before each of its values.
    const data = 'https://xBodyHi there!From+15125550120MediaUrl0aTagxTagy';
    expect(twilioSignature('t', 'https://x', form)).toBe(
      crypto.createHmac('sha1', 't').update(data).digest('base64'),
    );
  });
});
