import type { SubmissionResult } from '@conform-to/react';
import { data, type AppLoadContext } from '@remix-run/node';
import { now } from '~/lib/clock.server';
import { AppError } from '~/lib/errors';
import { parseOrThrow, parseSubmission } from '~/lib/form.server';
import { isSpam } from '~/lib/honeypot.server';
import { getLanguage } from '~/lib/i18n.server';
import { isUuid } from '~/lib/ids';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';
import { publicOrigin, requireVisitor } from './guards.server';
import { MailLimitedError } from './mail.server';
import { emailAuthRefSchema, emailAuthSchema, signUpSchema, type EmailAuthState } from './schemas';
import {
  completeEmailVerification,
  EmailNotVerifiedError,
  emailVerificationState,
  sendEmailVerification,
  signUp,
} from './signup.server';
import { withAllTerms } from './TermsFieldset';

const HIDDEN = ['password', 'passwordConfirm'];

/**
 * The sign-up page's three posts: send the verification mail (`send-auth`), confirm it was opened
 * (`complete-auth`), and join. E-mail verification is read from the database, never from the form; every
 * answer carries the verification id and state back, so a pending one survives any refused post.
 */
export async function signUpAction(request: Request, context: AppLoadContext, form: FormData) {
  requireVisitor(context);
  const formData = withAllTerms(form);
  const intent = formData.get('intent');
  const lng = await getLanguage(request);
  const domain = context.tenant.domain;
  const { authId: formAuthId, email: formEmail } = parseOrThrow(formData, emailAuthRefSchema);
  // Where the form's verification really stands (the posted state is only the page's copy of it).
  const storedAuth = () => emailVerificationState(formAuthId, formEmail);
  // Every answer carries the verification id and state back, so the page keeps them with or without
  // JavaScript: a pending verification survives any failed submission.
  const answer = (
    result: SubmissionResult<string[]>,
    state: EmailAuthState,
    notice: { key: string; tone: 'success' | 'error' } | null,
    status = 200,
    authId = state === 'none' ? '' : formAuthId,
  ) => data({ result, authState: state, authId, notice }, { status });
  const refused = { key: 'errors:formTooFast', tone: 'error' } as const;

  if (intent === 'send-auth') {
    const submission = parseSubmission(formData, { schema: emailAuthSchema });
    if (submission.status !== 'success')
      return answer(submission.reply({ hideFields: HIDDEN }), 'none', null, 400);
    if (isSpam(formData))
      return answer(submission.reply({ hideFields: HIDDEN }), await storedAuth(), refused, 400);
    try {
      const { authId, delivery } = await sendEmailVerification(submission.value.email, {
        origin: publicOrigin(request),
        domain,
        lng,
      });
      // Not sent at once: the outbox job keeps trying, and the link in it will work when it arrives.
      const notice =
        delivery === 'sent'
          ? ({ key: 'accounts:signUp.authSent', tone: 'success' } as const)
          : ({ key: 'accounts:signUp.authSendFailed', tone: 'error' } as const);
      return answer(submission.reply({ hideFields: HIDDEN }), 'sent', notice, 200, authId);
    } catch (error) {
      if (error instanceof MailLimitedError)
        return answer(
          submission.reply({ fieldErrors: { email: ['validation.emailAuthTooMany'] }, hideFields: HIDDEN }),
          await storedAuth(),
          null,
          429,
        );
      if (error instanceof AppError)
        return answer(
          submission.reply({ fieldErrors: { email: [`errors:code.${error.code}`] }, hideFields: HIDDEN }),
          'none',
          null,
          409,
        );
      throw error;
    }
  }

  if (intent === 'complete-auth') {
    const ok = isUuid(formAuthId) && (await completeEmailVerification(formAuthId, formEmail)) === 'completed';
    const reply = parseSubmission(formData, { schema: emailAuthSchema });
    if (!ok) {
      const state = await storedAuth();
      const key = state === 'sent' ? 'validation.emailAuthNotVerified' : 'validation.emailAuthSendFirst';
      return answer(reply.reply({ fieldErrors: { authId: [key] }, hideFields: HIDDEN }), state, null, 400);
    }
    return answer(reply.reply({ hideFields: HIDDEN }), 'completed', {
      key: 'accounts:signUp.authCompleted',
      tone: 'success',
    });
  }

  // E-mail authentication is checked first, always, from the database.
  const emailAuth = await storedAuth();
  const submission = parseSubmission(formData, { schema: signUpSchema(now(), { emailAuth }) });
  if (submission.status !== 'success')
    return answer(submission.reply({ hideFields: HIDDEN }), emailAuth, null, 400);
  if (isSpam(formData)) return answer(submission.reply({ hideFields: HIDDEN }), emailAuth, refused, 400);
  try {
    await signUp(submission.value, { domain, lng });
  } catch (error) {
    if (error instanceof EmailNotVerifiedError) {
      const state = await storedAuth();
      return answer(
        submission.reply({ fieldErrors: { authId: ['validation.emailAuthRequired'] }, hideFields: HIDDEN }),
        state,
        null,
        400,
      );
    }
    if (error instanceof AppError)
      return answer(
        submission.reply({ fieldErrors: { email: [`errors:code.${error.code}`] }, hideFields: HIDDEN }),
        emailAuth,
        null,
        409,
      );
    throw error;
  }
  return redirectWithToast(tenantPath(domain, '/login'), { type: 'success', key: 'accounts:signUp.welcome' });
}
