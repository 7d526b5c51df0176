/** Reads a Dockerfile into its stages and instructions, so tests can check it and replay its steps. */
import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  /** The rest of the line; for JSON (exec) form see `execForm`. */
  text: string;
}

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

export function readDockerfile(file: string): Stage[] {
  const lines = readFileSync(file, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', text = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [image = '', , name] = text.split(/\s+/);
      stages.push({ image, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), text });
    }
  }
  return stages;
}

/**
 * The stage named `name` (the final stage when omitted) with the stages it is built `FROM` folded in:
 * the root image and every instruction in the order Docker runs them.
 */
export function finalImage(stages: Stage[], name?: string): Stage {
  let stage = name === undefined ? stages.at(-1)! : stages.find((candidate) => candidate.name === name)!;
  let instructions = stage.instructions;
  for (let base = stages.find((candidate) => candidate.name === stage.image); base;) {
    stage = base;
    instructions = [...base.instructions, ...instructions];
    base = stages.find((candidate) => candidate.name === stage.image);
  }
  return { image: stage.image, name: undefined, instructions };
}

/** The arguments of an exec-form instruction (`CMD ["node", "main.ts"]`). */
export function execForm(text: string): string[] {
  return JSON.parse(text.slice(text.indexOf('['))) as string[];
}

/**
 * `ENV A=1 B=2` as an object, with `${NAME}` replaced by the build argument `NAME` (given in
 * `buildArgs`, else its `ARG NAME=default`).
 */
export function envOf(stage: Stage, buildArgs: Record<string, string> = {}): Record<string, string> {
  const args: Record<string, string> = {};
  const env: Record<string, string> = {};
  for (const { keyword, text } of stage.instructions) {
    if (keyword === 'ARG') {
      const [name = '', ...value] = text.split('=');
      args[name] = buildArgs[name] ?? value.join('=');
    }
    if (keyword !== 'ENV') continue;
    for (const pair of text.split(/\s+/)) {
      const [key = '', ...value] = pair.split('=');
      env[key] = value.join('=').replace(/\$\{(\w+)\}/g, (_, name: string) => args[name] ?? '');
    }
  }
  return env;
}
