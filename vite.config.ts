/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumLaunchOptions } from './scripts/chromium.ts'

const root = path.dirname(fileURLToPath(import.meta.url))
const alias = { '@styled-system': path.join(root, 'styled-system') }

/**
 * One browser block for every Chromium project: fixed viewport and scale so screenshots are stable.
 * The page gets the same viewport as the test iframe, otherwise Vitest shrinks the iframe to fit Playwright's
 * default 1280x720 page (a 0.9 scale). A function because Vitest writes the project name into each instance:
 * a shared object would mix the names up.
 */
const storyViewport = { width: 1280, height: 800 }
/**
 * The visual project's page is taller than any story: an element screenshot shows only what the test iframe paints,
 * so a story taller than the viewport would come out blank below it.
 */
const visualViewport = { width: 1280, height: 2400 }
const chromium = (viewport = storyViewport) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
    // Copy buttons write to the clipboard, which Chromium allows a page only with this permission.
    contextOptions: {
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce' as const,
      permissions: ['clipboard-read', 'clipboard-write'],
    },
  }),
  instances: [{ browser: 'chromium' as const, viewport }],
})

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      // Only the server's paths: a bare '/api' would also catch Vite's own requests for the api/ sources.
      '^/api/(v1/|docs|openapi\\.json)': 'http://127.0.0.1:8000',
      '/healthz': 'http://127.0.0.1:8000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Panda's generated modules have no side effects, but nothing says so: without this, importing one recipe from
      // the recipes index ships all of them on every route.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/styled-system/') },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // axe over a whole component in jsdom takes seconds while the browser projects share the cores.
          testTimeout: 20_000,
          include: ['{src,app,api,mocks}/**/*.test.{ts,tsx}'],
          exclude: ['api/contract/**'],
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'stories',
          setupFiles: ['./tests/setup-browser.ts'],
          browser: chromium(),
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: ['stories/visual.test.tsx'],
          setupFiles: ['./tests/setup-browser.ts'],
          testTimeout: 45_000,
          browser: {
            ...chromium(visualViewport),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A shot is taken once two in a row match. On a loaded CI machine a still story has missed the default
                // 5 s (Button/Disabled: "Could not capture a stable screenshot within 5000ms").
                timeout: 20_000,
                // 0.1 let blue.700 -> blue.600 pass unseen; 0.01 still catches the smallest palette step
                // (gray.50 -> gray.100) while the pixel ratio absorbs anti-aliasing noise.
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0.001 },
                resolveScreenshotPath: ({ arg, browserName, platform, ext, root: projectRoot }) =>
                  path.join(projectRoot, 'stories/__screenshots__', `${arg}-${browserName}-${platform}${ext}`),
                resolveDiffPath: ({ arg, browserName, platform, ext, root: projectRoot }) =>
                  path.join(projectRoot, '.vitest-attachments/visual', `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/lib/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['api/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
