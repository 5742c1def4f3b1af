import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import styles from './ModelTips.module.css';

const TIPS = [
  {
    title: msg`Depth-sensing technology`,
    body: msg`The scanner measures your body with depth cameras, building millions of points into a 3D model.`,
  },
  {
    title: msg`The body-composition algorithm`,
    body: msg`Body composition is estimated from your shape, height, age and sex with validated reference formulas.`,
  },
  { title: msg`Causes of error`, body: msg`Loose clothing, moving during the scan or hair covering the neck can change the results.` },
  { title: msg`How to get your report`, body: msg`Your report appears here as soon as the scan is processed, and stays in your history.` },
];

/** The carousel of four tips shown while the model is generated (spec 2). */
export function ModelTips() {
  const { i18n, t } = useLingui();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TIPS.length), 6000);
    return () => window.clearInterval(timer);
  }, []);
  const tip = TIPS[index]!;
  return (
    <section className={styles.tips} aria-roledescription={t`carousel`} aria-label={t`Tips`}>
      <h3 className={styles.title}>{i18n._(tip.title)}</h3>
      <p>{i18n._(tip.body)}</p>
      <div className={styles.dots}>
        {TIPS.map((item, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-current={i === index || undefined}
            aria-label={i18n._(item.title)}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
