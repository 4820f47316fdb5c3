import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AppDialog } from '../../ui/AppDialog';
import { helpMessages, helpTopics } from './helpMessages';

type Topic = keyof typeof helpTopics;
const topics = Object.keys(helpTopics) as Topic[];

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  welcome: { margin: 0, color: tokens.colorNeutralForeground2 },
  tabs: { flexWrap: 'wrap' },
  answer: { margin: 0, paddingBottom: '8px', lineHeight: tokens.lineHeightBase400, color: tokens.colorNeutralForeground2 },
  // Fixed height: switching tabs or opening a question does not make the dialog jump.
  panel: { minHeight: '260px' },
});

/** Pairs the `…Q` and `…A` messages of a topic, in order. */
function questionsOf(topic: Topic): { question: MessageDescriptor; answer: MessageDescriptor }[] {
  const messages = helpTopics[topic] as Record<string, MessageDescriptor>;
  return Object.keys(messages)
    .filter((key) => key.endsWith('Q'))
    .map((key) => ({ question: messages[key]!, answer: messages[`${key.slice(0, -1)}A`]! }));
}

/** The help center: a welcome line and three tabs of single-open questions. */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void; session?: number }) {
  const intl = useIntl();
  const styles = useStyles();
  const [topic, setTopic] = useState<Topic>('gettingStarted');
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} size="wide">
      <DialogBody>
        <DialogTitle>{intl.formatMessage(helpMessages.title)}</DialogTitle>
        <DialogContent className={styles.content}>
          <p className={styles.welcome}>{intl.formatMessage(helpMessages.welcome)}</p>
          <TabList
            className={styles.tabs}
            selectedValue={topic}
            onTabSelect={(_, data) => setTopic(data.value as Topic)}
            aria-label={intl.formatMessage(helpMessages.tabs)}
          >
            {topics.map((name) => (
              <Tab key={name} value={name}>
                {intl.formatMessage(helpMessages[name])}
              </Tab>
            ))}
          </TabList>
          <div className={styles.panel} role="tabpanel" aria-label={intl.formatMessage(helpMessages[topic])}>
            <Accordion key={topic} collapsible>
              {questionsOf(topic).map(({ question, answer }) => (
                <AccordionItem key={question.id} value={question.id}>
                  <AccordionHeader>{intl.formatMessage(question)}</AccordionHeader>
                  <AccordionPanel>
                    <p className={styles.answer}>{intl.formatMessage(answer)}</p>
                  </AccordionPanel>
                </AccordionItem>
              ))}
            </Accordion>
          </div>
        </DialogContent>
        <DialogActions>
          <Button appearance="primary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(helpMessages.close)}
          </Button>
        </DialogActions>
      </DialogBody>
    </AppDialog>
  );
}
