import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import glossary from './eslint-rules/payment-noun.mjs';

/**
 * The web app's two apps (storefront, admin) are each built as bulletproof-react builds one: shared
 * code, then features that never import each other, then the app that puts them together. Imports
 * flow shared -> features -> app only; the two apps share nothing but web/src/shared. Every feature
 * folder found on disk gets its own zone, so a new feature is kept apart without editing this file.
 */
const WEB = './web/src';
const featuresOf = (app) =>
  readdirSync(path.join(import.meta.dirname, WEB, app, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const APPS = {
  admin: { app: ['app', 'AdminApp.tsx'], shared: ['api', 'components', 'config', 'lib'] },
  storefront: { app: ['app'], shared: ['components'] },
};

const zones = [
  // web/src/shared serves both apps and knows neither.
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/admin`, `${WEB}/storefront`],
    message: 'web/src/shared is used by both apps and imports neither.',
  },
  {
    target: `${WEB}/admin`,
    from: `${WEB}/storefront`,
    message: 'The admin app does not import the storefront.',
  },
  {
    target: `${WEB}/storefront`,
    from: `${WEB}/admin`,
    message: 'The storefront does not import the admin app.',
  },
];
for (const [name, layers] of Object.entries(APPS)) {
  const root = `${WEB}/${name}`;
  const app = layers.app.map((path) => `${root}/${path}`);
  for (const feature of featuresOf(name)) {
    zones.push({
      target: `${root}/features/${feature}`,
      from: `${root}/features`,
      except: [`./${feature}`],
      message: 'A feature does not import another feature: move what both need to the shared folders.',
    });
  }
  zones.push(
    { target: `${root}/features`, from: app, message: 'Features do not import the app that composes them.' },
    {
      target: layers.shared.map((path) => `${root}/${path}`),
      from: [`${root}/features`, ...app],
      message: 'Shared code imports neither features nor the app.',
    },
  );
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'web/public/**', 'bench/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        require: 'readonly',
        module: 'readonly',
        __dirname: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The glossary's nouns in identifiers (eslint-rules/payment-noun.mjs). Midtrans's client and its
    // simulator speak Midtrans's words; migrations keep the names their tables had.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['services/ordering/src/midtrans/**', 'infra/midtrans-sim/**', 'services/*/src/migrations/**'],
    plugins: { glossary },
    rules: { 'glossary/payment-noun': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Resolves `@/` and `@undangan/contracts` as web/tsconfig.json does, so the zones see real paths.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      // The browser's own boxes block the page and cannot be styled or tested: the admin answers
      // with toasts and asks in the page (useToast, useConfirm), the storefront in its forms.
      'no-alert': 'error',
      'no-restricted-globals': [
        'error',
        ...['alert', 'confirm', 'prompt'].map((name) => ({
          name,
          message: 'Use a toast (useToast) or an in-page question (useConfirm), not the browser box.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['alert', 'confirm', 'prompt'].map((property) => ({
            object,
            property,
            message: 'Use a toast (useToast) or an in-page question (useConfirm), not the browser box.',
          })),
        ),
      ],
      // Out of its own folder, an import says where it comes from (`@/admin/lib/format`), not how far up.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'An import out of its own folder names it from web/src: `@/...`.' },
          ],
        },
      ],
    },
  },
  {
    // Services register RPC handlers from the contract map (platform's @Handles), never a bare pattern.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/platform/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/microservices',
              importNames: ['MessagePattern', 'EventPattern'],
              message: 'Register the handler with @Handles(<contract>) from @undangan/platform.',
            },
          ],
        },
      ],
    },
  },
  {
    // A program calls an RPC through its contract (typed, and checked by the answering service's
    // @Handles); the untyped call by a pattern string is for tests that send what no caller sends.
    files: ['services/*/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'services/platform/src/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='call'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'Call the RPC through its contract: rpc.call(ORDERING.trackOrder, request).',
        },
        {
          selector: "CallExpression[callee.property.name='call'][arguments.0.property.name='pattern']",
          message:
            'Call the RPC through its contract, not its pattern: rpc.call(ORDERING.trackOrder, request).',
        },
      ],
    },
  },
);
