import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shareImages } from './vite-plugins/share-images.ts';
import { siteIcons } from './vite-plugins/site-icons.ts';

/**
 * Two builds: the browser app into dist/ (`vite build`), and the server renderer
 * (src/entry-server.tsx) into dist-server/ (`vite build --ssr`), which the Koa driver loads at run
 * time. The server build bundles its packages (`ssr.noExternal`): they are devDependencies, absent
 * from the production install.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The share images and icons are files of the browser build only.
  plugins: [react(), ...(isSsrBuild ? [] : [shareImages(), siteIcons()])],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: {
          output: {
            // React DOM in a chunk of its own: where a page starts its JavaScript after the paint
            // (public/paint-first.js), the browser evaluates the entry's modules one at a time, and
            // React DOM inside the entry made that one long task.
            codeSplitting: {
              groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      },
}));
