import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Fragment, useMemo } from 'react';
import { parseMarkdown, type Inline } from './markdown';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  paragraph: { margin: 0 },
  heading: { margin: '4px 0 0', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: '22px', display: 'flex', flexDirection: 'column', gap: '4px' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: '0.92em',
    padding: '1px 5px',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // [placeholders] are what the reader fills in: brand-coloured, dotted underline, no extra spacing.
  placeholder: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightMedium,
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textUnderlineOffset: '3px',
  },
});

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  const styles = useStyles();
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'code':
            return (
              <code key={index} className={styles.code}>
                {node.text}
              </code>
            );
          case 'placeholder':
            return (
              <span key={index} className={styles.placeholder}>
                {node.text}
              </span>
            );
          case 'bold':
            return (
              <strong key={index}>
                <InlineNodes nodes={node.children} />
              </strong>
            );
        }
      })}
    </>
  );
}

/** Renders prompt content as light, safe Markdown (see markdown.ts). */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const styles = useStyles();
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={mergeClasses(styles.root, className)}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <p key={index} className={styles.heading}>
              <InlineNodes nodes={block.children} />
            </p>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index} className={styles.list}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineNodes nodes={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index} className={styles.paragraph}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <InlineNodes nodes={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
