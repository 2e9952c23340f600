import { localLogin, localRegister } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/http/errors.js';
import { issueIdToken } from './id-tokens.js';
import { registerLocalAccount, signInLocalAccount } from './local-accounts.js';
import type { UserRow } from './accounts.js';
import { signInLimits } from './sign-in-limit.js';
import { additionalRateLimit } from '../../platform/http/extra-rate-limit.js';
import { route } from '../../platform/http/route.js';

/**
 * Built-in accounts, the embedded default: the popup's form posts here and hands the answer
 * (`{ displayName, email, idToken }`, like an identity provider's) to the login page.
 */
export async function localRoutes(app: FastifyInstance, signingKey: () => Promise<Uint8Array>): Promise<void> {
  const { config } = app;
  const { db } = app.database;

  // With an OpenID Connect issuer configured, that issuer is the only way in.
  const ensureEnabled = () => {
    if (config.oidc) throw notFound(`Sign in with ${config.oidc.providerName} instead.`);
  };
  const identity = async (user: UserRow) => ({
    displayName: user.name,
    email: user.email,
    idToken: await issueIdToken(await signingKey(), { userId: user.id, email: user.email, name: user.name }),
  });

  const limits = signInLimits(config.signInLimits);

  route(
    app,
    localRegister,
    async ({ body }) => {
      ensureEnabled();
      return identity(await registerLocalAccount(db, body, config.adminEmails));
    },
    { rateLimit: limits.signUps },
  );

  // Sign-in counts twice: per address and account (on the route) and per address (in this scope).
  await app.register(async (scope) => {
    scope.addHook('preValidation', additionalRateLimit(app, limits.perAddress));
    route(
      scope,
      localLogin,
      async ({ body }) => {
        ensureEnabled();
        return identity(await signInLocalAccount(db, body));
      },
      { rateLimit: limits.perAccount },
    );
  });
}
