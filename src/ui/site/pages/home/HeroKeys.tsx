import styles from './Home.module.css';

/** A row of keys drawn in CSS, the home row lit in the fingers' colours: the hero's picture. */
export function HeroKeys() {
  const keys = ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L', ';'];
  const fingers = ['lp', 'lr', 'lm', 'li', 'li', 'ri', 'ri', 'rm', 'rr', 'rp'];
  return (
    <div className={styles.heroKeys} aria-hidden="true">
      {keys.map((key, index) => (
        <span key={key} className={styles.heroKey} data-finger={fingers[index]}>
          {key}
        </span>
      ))}
    </div>
  );
}
