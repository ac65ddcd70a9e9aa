import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type CharacterType } from '../../../contracts';
import styles from './CharacterEditor.module.css';

/** The roles' names. */
export const ROLE_LABEL: Record<CharacterType, { id: string; defaultMessage: string }> = {
  STUDENT: { id: 'character.role.student', defaultMessage: 'Student' },
  TEACHER: { id: 'character.role.teacher', defaultMessage: 'Teacher' },
  SCHOOL: { id: 'character.role.school', defaultMessage: 'School' },
  INST: { id: 'character.role.inst', defaultMessage: 'Organisation' },
};

/** What a role can do, as a short list on the role card. */
export function RoleFeatures({ type }: { type: CharacterType }) {
  const items: Record<CharacterType, ReactNode[]> = {
    STUDENT: [
      <FormattedMessage
        key="1"
        id="character.features.student.1"
        defaultMessage="Typing courses from the home keys up"
      />,
      <FormattedMessage
        key="2"
        id="character.features.student.2"
        defaultMessage="Typing games with stars and scores"
      />,
      <FormattedMessage
        key="3"
        id="character.features.student.3"
        defaultMessage="Reports of your speed and accuracy"
      />,
    ],
    TEACHER: [
      <FormattedMessage
        key="1"
        id="character.features.teacher.1"
        defaultMessage="AI-tailored courses for your class"
      />,
      <FormattedMessage
        key="2"
        id="character.features.teacher.2"
        defaultMessage="Study groups: invite members and see group statistics"
      />,
      <FormattedMessage
        key="3"
        id="character.features.teacher.3"
        defaultMessage="Teachers do not practise: make a student role for that"
      />,
    ],
    SCHOOL: [
      <FormattedMessage
        key="1"
        id="character.features.school.1"
        defaultMessage="Fingering courses with teaching plans"
      />,
      <FormattedMessage
        key="2"
        id="character.features.school.2"
        defaultMessage="Classes and students managed in bulk, with learning analytics"
      />,
      <FormattedMessage
        key="3"
        id="character.features.school.3"
        defaultMessage="Set up on the school portal, which opens in a new window"
      />,
    ],
    INST: [
      <FormattedMessage
        key="1"
        id="character.features.inst.1"
        defaultMessage="Your own home page, courses and classes"
      />,
      <FormattedMessage
        key="2"
        id="character.features.inst.2"
        defaultMessage="Accounts opened in bulk, with detailed reports"
      />,
      <FormattedMessage
        key="3"
        id="character.features.inst.3"
        defaultMessage="Set up on the organisation portal, which opens in a new window"
      />,
    ],
  };
  return (
    <ul className={styles.features} data-testid="role-features">
      {items[type].map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
