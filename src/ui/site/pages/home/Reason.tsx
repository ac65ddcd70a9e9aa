import { type ReactNode } from 'react';
import styles from './Home.module.css';

export function Reason({ title, text }: { title: ReactNode; text: ReactNode }) {
  return (
    <li className={styles.reason}>
      <strong>{title}</strong>
      <span>{text}</span>
    </li>
  );
}
