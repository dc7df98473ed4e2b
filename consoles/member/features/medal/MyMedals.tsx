import { formatDate } from '#kit/format/time';
import { api } from '#kit/request/api';
import { readableText } from '#kit/theme/contrast';
import './medal.css';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** 我的勋章 on the member's profile: each medal's icon (or a ribbon) in its colour, its name, what it is for and when it came. */
export function MyMedals() {
  const { data } = api.useGetMyMedalListQuery();
  if (!data) return null;
  return (
    <section className="m-card" aria-labelledby="m-my-medals">
      <h2 id="m-my-medals">我的勋章{data.length ? ` · ${data.length}` : ''}</h2>
      {data.length === 0 ? (
        <p className="m-muted">还没有勋章。多发帖、多回答，符合站点规则时会自动获得。</p>
      ) : (
        <ul className="m-medals">
          {data.map((medal) => {
            const color = HEX_COLOR.test(medal.color) ? medal.color : '#909399';
            return (
              <li key={medal.id} className="m-medal">
                <span className="m-medal-icon" style={{ color, borderColor: color, backgroundColor: `${color}1A` }} aria-hidden="true">
                  {medal.icon ? <img src={medal.icon} alt="" /> : '★'}
                </span>
                <span className="m-medal-text">
                  <strong style={{ color: readableText(color) }}>{medal.name}</strong>
                  {medal.description ? <span className="m-muted">{medal.description}</span> : null}
                  <span className="m-muted">{formatDate(medal.grantedAt)} 获得</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
