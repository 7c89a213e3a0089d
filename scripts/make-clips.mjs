#!/usr/bin/env node
// Generates the small sample clips the mock backend serves as "generated videos" (public/media/clip-*.webm).
// Run once by a developer (needs ffmpeg on PATH); the outputs are committed, so CI never needs ffmpeg.
// Everything is synthesised from ffmpeg's own sources: nothing is downloaded.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');
const MAX_BYTES = 300 * 1024;
const DURATION = 4;
const FPS = 20;

const clips = [
  {
    name: 'clip-1',
    size: '360x640',
    src: `gradients=s=360x640:c0=0xf2c6cf:c1=0x9c4a63:c2=0xfbf1f3:c3=0x3b1d27:x0=0:y0=0:x1=360:y1=640:speed=0.03:r=${FPS}`,
    vf: 'drawbox=x=130:y=200:w=100:h=240:color=white@0.35:t=fill,vignette',
  },
  {
    name: 'clip-2',
    size: '480x480',
    src: `gradients=s=480x480:c0=0xfff6d5:c1=0xe9c46a:c2=0xa47d1b:c3=0x3f2a12:speed=0.04:r=${FPS}`,
    vf: "geq=r='r(X,Y)*(0.8+0.2*sin(hypot(X-240,Y-240)/9-T*4))':g='g(X,Y)*(0.8+0.2*sin(hypot(X-240,Y-240)/9-T*4))':b='b(X,Y)',vignette",
  },
  {
    name: 'clip-3',
    size: '640x360',
    src: `gradients=s=640x360:c0=0xc8d9ea:c1=0x3d6a99:c2=0xeef3f8:c3=0x18273a:speed=0.02:r=${FPS}`,
    vf: 'drawbox=x=270:y=80:w=100:h=200:color=0xffffff@0.25:t=fill,hue=h=t*12',
  },
  {
    name: 'clip-4',
    size: '384x512',
    src: `life=s=96x128:mold=10:r=${FPS}:ratio=0.2:death_color=#2a1d42:life_color=#d9c9ee,scale=384:512:flags=neighbor`,
    vf: 'vignette',
    crf: 52,
  },
  {
    name: 'clip-5',
    size: '360x640',
    src: `gradients=s=360x640:c0=0xbfe9e2:c1=0x2f8a7e:c2=0xeefaf8:c3=0x123832:n=4:speed=0.05:r=${FPS}`,
    vf: "geq=lum='lum(X,Y)':cb='cb(X,Y)+12*sin(Y/30+T*3)':cr='cr(X,Y)'",
  },
];

mkdirSync(outDir, { recursive: true });
for (const clip of clips) {
  const out = join(outDir, `${clip.name}.webm`);
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      clip.src,
      '-t',
      String(DURATION),
      '-vf',
      `${clip.vf},format=yuv420p`,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(clip.crf ?? 42),
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-an',
      out,
    ],
    { stdio: 'inherit' },
  );
  const bytes = statSync(out).size;
  console.log(`${clip.name}.webm ${clip.size} ${(bytes / 1024).toFixed(1)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${out} is over 300 KB`);
}
