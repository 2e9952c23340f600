import * as client from 'openid-client';
import type { Config } from '../../platform/config.js';

type OidcSettings = NonNullable<Config['oidc']>;

/** What the login flow keeps between sending the popup to the issuer and its return. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person the issuer vouched for, from its verified ID token. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/**
 * The authorization code flow with PKCE against one OpenID Connect issuer, through openid-client.
 * The issuer's metadata is discovered on first use (and again after a failure, so an issuer that
 * was down at start does not break sign-in for good).
 */
export function createOidcClient(settings: OidcSettings, redirectUri: string) {
  let configuration: Promise<client.Configuration> | undefined;

  function discover(): Promise<client.Configuration> {
    const execute = [client.enableNonRepudiationChecks]; // verify the ID token's signature too
    // Plain http only for an issuer configured that way (a local test issuer); never by default.
    if (new URL(settings.issuer).protocol === 'http:') execute.push(client.allowInsecureRequests);
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        client.ClientSecretBasic(settings.clientSecret),
        { execute },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async start(): Promise<{ url: URL; checks: OidcChecks }> {
      const config = await discover();
      const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    /** Exchanges the code; openid-client checks state, nonce, issuer, audience, expiry and signature. */
    async finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcProfile> {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the issuer sent no ID token');
      // Many issuers put email and name only in UserInfo when an access token is issued too.
      const extra = claims.email ? {} : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      const all: Record<string, unknown> = { ...extra, ...claims };
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(all.email)?.toLowerCase() ?? null,
        emailVerified: all.email_verified === true,
        name: text(all.name),
        picture: text(all.picture),
      };
    },
  };
}
