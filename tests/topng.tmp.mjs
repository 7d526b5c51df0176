import sharp from 'sharp';
for (const f of process.argv.slice(2)) await sharp(f).resize({ width: Math.min(1000, (await sharp(f).metadata()).width) }).png().toFile('/tmp/view-' + f.split('/').pop().replace(/\.jpg$/, '.png'));
