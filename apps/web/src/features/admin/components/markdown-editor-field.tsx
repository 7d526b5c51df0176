import MDEditor, { commands } from '@uiw/react-md-editor/nohighlight';
import type { ReactElement } from 'react';

/** The Markdown articles use (see the renderer's allowed tags): no HTML, no task lists. */
const toolbar = [
  commands.bold,
  commands.italic,
  commands.strikethrough,
  commands.divider,
  commands.title2,
  commands.title3,
  commands.divider,
  commands.link,
  commands.quote,
  commands.code,
  commands.codeBlock,
  commands.image,
  commands.table,
  commands.hr,
  commands.divider,
  commands.unorderedListCommand,
  commands.orderedListCommand,
];

/** The editor itself, in its own chunk (markdown-editor.tsx loads it lazily). */
export default function MarkdownEditorField({
  id,
  value,
  onChange,
  onBlur,
  mode,
  renderPreview,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Editor and preview side by side, or the editor alone (the toolbar switches). */
  mode: 'live' | 'edit';
  renderPreview: (source: string) => ReactElement;
}) {
  return (
    <div data-color-mode="light">
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview={mode}
        height={420}
        commands={toolbar}
        textareaProps={{ id, spellCheck: true, onBlur }}
        components={{ preview: (source) => renderPreview(source) }}
      />
    </div>
  );
}
