/**
 * The help pages' text (spec section 2.2): the FAQ and the two legal pages, in all five languages. The legal
 * pages differ by edition where the spec says they do (footer and legal text): where data is kept and which
 * law applies.
 */
import type { Edition } from '../catalogue';
import { lt } from '../localize';
import type { LocalizedText } from '../types';

export interface QuestionAnswer {
  question: LocalizedText;
  answer: LocalizedText;
}

export const FAQ: readonly QuestionAnswer[] = [
  {
    question: lt(
      'How old should my child be to start?',
      '孩子几岁可以开始学？',
      '孩子幾歲可以開始學？',
      'Berapakah umur yang sesuai untuk anak saya bermula?',
      '何歳から始められますか？',
    ),
    answer: lt(
      'Most children start at seven or eight, when their hands reach the home row comfortably. Younger children can play the games to get to know the keyboard.',
      '大多数孩子七八岁开始，这时手掌能舒服地放在中排键上。更小的孩子可以先玩游戏熟悉键盘。',
      '大多數孩子七八歲開始，這時手掌能舒服地放在中排鍵上。更小的孩子可以先玩遊戲熟悉鍵盤。',
      'Kebanyakan kanak-kanak bermula pada umur tujuh atau lapan tahun, apabila tangan mereka selesa di baris tengah. Kanak-kanak yang lebih muda boleh bermain untuk mengenali papan kekunci.',
      '多くの子は7〜8歳、手がホームポジションに楽に届くころに始めます。もっと小さい子はゲームでキーボードに慣れることができます。',
    ),
  },
  {
    question: lt(
      'How long should we practise each day?',
      '每天练多久合适？',
      '每天練多久合適？',
      'Berapa lama perlu berlatih setiap hari?',
      '1日にどれくらい練習すればいいですか？',
    ),
    answer: lt(
      'Ten to fifteen minutes a day is enough. A lesson takes a few minutes; a game after it keeps practice fun.',
      '每天十到十五分钟就够了。一节课只要几分钟，课后玩一局游戏，让练习保持有趣。',
      '每天十到十五分鐘就夠了。一節課只要幾分鐘，課後玩一局遊戲，讓練習保持有趣。',
      'Sepuluh hingga lima belas minit sehari sudah memadai. Satu pelajaran mengambil beberapa minit; permainan selepasnya menjadikan latihan seronok.',
      '1日10〜15分で十分です。レッスンは数分、その後にゲームをすると楽しく続けられます。',
    ),
  },
  {
    question: lt(
      'Can we try it before paying?',
      '付费前可以先试用吗？',
      '付費前可以先試用嗎？',
      'Bolehkah kami mencuba sebelum membayar?',
      '支払いの前に試せますか？',
    ),
    answer: lt(
      'Yes. The free trial starts a guest session at once, without an account. Membership never renews automatically.',
      '可以。免费试用会立即开始一个访客会话，无需注册。会员不会自动续费。',
      '可以。免費試用會立即開始一個訪客會話，無需註冊。會員不會自動續費。',
      'Ya. Percubaan percuma memulakan sesi tetamu serta-merta, tanpa akaun. Keahlian tidak diperbaharui secara automatik.',
      'はい。無料体験はアカウントなしですぐにゲストとして始められます。会員は自動更新されません。',
    ),
  },
  {
    question: lt(
      'Will we lose the progress of a guest session?',
      '访客模式的进度会丢失吗？',
      '訪客模式的進度會遺失嗎？',
      'Adakah kemajuan sesi tetamu akan hilang?',
      'ゲストの進み具合は消えてしまいますか？',
    ),
    answer: lt(
      'No. Bind an email, a phone number or a username to the guest account and everything learned stays with it.',
      '不会。为访客账号绑定邮箱、手机号或用户名，所有学习记录都会保留。',
      '不會。為訪客帳號綁定電子郵件、手機號碼或用戶名，所有學習紀錄都會保留。',
      'Tidak. Ikat e-mel, nombor telefon atau nama pengguna pada akaun tetamu dan semua yang dipelajari akan kekal.',
      'いいえ。ゲストアカウントにメール、電話番号、ユーザー名のどれかを結び付ければ、学んだ記録はそのまま残ります。',
    ),
  },
  {
    question: lt(
      'Which keyboards and devices work?',
      '支持哪些键盘和设备？',
      '支援哪些鍵盤和裝置？',
      'Papan kekunci dan peranti apakah yang disokong?',
      'どのキーボードや端末で使えますか？',
    ),
    answer: lt(
      'Any computer with a physical keyboard and a current browser, at 1024x768 or more. Tablets work with a keyboard attached.',
      '任何带实体键盘、使用新版浏览器、分辨率 1024x768 以上的电脑都可以。平板电脑需要外接键盘。',
      '任何帶實體鍵盤、使用新版瀏覽器、解析度 1024x768 以上的電腦都可以。平板電腦需要外接鍵盤。',
      'Mana-mana komputer dengan papan kekunci fizikal dan pelayar terkini, pada 1024x768 atau lebih. Tablet berfungsi dengan papan kekunci disambungkan.',
      '物理キーボードと新しいブラウザがあり、1024x768 以上の画面のパソコンなら使えます。タブレットはキーボードをつなげば使えます。',
    ),
  },
  {
    question: lt(
      'How can a school use it?',
      '学校如何使用？',
      '學校如何使用？',
      'Bagaimanakah sekolah boleh menggunakannya?',
      '学校ではどう使えますか？',
    ),
    answer: lt(
      'Teachers create groups, invite students and see each student’s reports. For a whole school, send us a message from the contact page.',
      '老师可以创建小组、邀请学生并查看每个学生的报告。如需全校使用，请通过联系页面给我们留言。',
      '老師可以建立小組、邀請學生並查看每個學生的報告。如需全校使用，請透過聯絡頁面給我們留言。',
      'Guru boleh mencipta kumpulan, menjemput pelajar dan melihat laporan setiap pelajar. Untuk seluruh sekolah, hantar mesej melalui halaman hubungi.',
      '先生はグループを作って生徒を招待し、一人ひとりのレポートを見られます。学校全体での利用は、お問い合わせページからご連絡ください。',
    ),
  },
];

export interface LegalSection {
  heading: LocalizedText;
  text: LocalizedText;
}

/** Where data is kept and which law applies: the part of the legal text that differs by edition. */
const JURISDICTION: Readonly<Record<Edition, LegalSection>> = {
  cn: {
    heading: lt(
      'Where your data is kept',
      '数据存放地点',
      '資料存放地點',
      'Di mana data anda disimpan',
      'データの保管場所',
    ),
    text: lt(
      'In the Chinese edition, accounts and learning records are stored on servers in mainland China and handled under the laws of the People’s Republic of China, including its personal information protection law.',
      '中国版的账号和学习记录存储在中国大陆的服务器上，并依照中华人民共和国法律（包括《个人信息保护法》）处理。',
      '中國版的帳號和學習紀錄儲存在中國大陸的伺服器上，並依照中華人民共和國法律（包括《個人信息保護法》）處理。',
      'Dalam edisi China, akaun dan rekod pembelajaran disimpan pada pelayan di tanah besar China dan dikendalikan di bawah undang-undang Republik Rakyat China, termasuk undang-undang perlindungan maklumat peribadinya.',
      '中国版では、アカウントと学習記録は中国本土のサーバーに保存され、個人情報保護法を含む中華人民共和国の法律に従って扱われます。',
    ),
  },
  global: {
    heading: lt(
      'Where your data is kept',
      '数据存放地点',
      '資料存放地點',
      'Di mana data anda disimpan',
      'データの保管場所',
    ),
    text: lt(
      'In the global edition, accounts and learning records are stored on the servers of the school or operator running this site. You may ask for a copy of your data or for its deletion at any time.',
      '国际版的账号和学习记录存储在运营本网站的学校或机构的服务器上。你可以随时要求获取数据副本或删除数据。',
      '國際版的帳號和學習紀錄儲存在營運本網站的學校或機構的伺服器上。你可以隨時要求取得資料副本或刪除資料。',
      'Dalam edisi global, akaun dan rekod pembelajaran disimpan pada pelayan sekolah atau pengendali laman ini. Anda boleh meminta salinan data anda atau pemadamannya pada bila-bila masa.',
      'グローバル版では、アカウントと学習記録はこのサイトを運営する学校または事業者のサーバーに保存されます。データのコピーや削除はいつでも依頼できます。',
    ),
  },
};

const TERMS: readonly LegalSection[] = [
  {
    heading: lt('The service', '服务内容', '服務內容', 'Perkhidmatan', 'サービス'),
    text: lt(
      'KeyQuest teaches typing with lessons, games and reports. Guests may use it without an account; an account keeps progress across devices.',
      'KeyQuest 通过课程、游戏和报告教授打字。访客无需账号即可使用；注册账号可以在多台设备间保留进度。',
      'KeyQuest 透過課程、遊戲和報告教授打字。訪客無需帳號即可使用；註冊帳號可以在多台裝置間保留進度。',
      'KeyQuest mengajar menaip dengan pelajaran, permainan dan laporan. Tetamu boleh menggunakannya tanpa akaun; akaun menyimpan kemajuan merentas peranti.',
      'KeyQuest はレッスン、ゲーム、レポートでタイピングを教えます。ゲストはアカウントなしで使え、アカウントがあれば端末をまたいで記録が残ります。',
    ),
  },
  {
    heading: lt('Children', '儿童用户', '兒童用戶', 'Kanak-kanak', 'お子さまの利用'),
    text: lt(
      'Children should use KeyQuest with the agreement of a parent or teacher. We show no advertising and offer no chat with strangers.',
      '儿童应在家长或老师同意后使用 KeyQuest。我们不展示广告，也不提供与陌生人聊天的功能。',
      '兒童應在家長或老師同意後使用 KeyQuest。我們不展示廣告，也不提供與陌生人聊天的功能。',
      'Kanak-kanak harus menggunakan KeyQuest dengan persetujuan ibu bapa atau guru. Kami tidak memaparkan iklan dan tiada sembang dengan orang asing.',
      'お子さまは保護者または先生の同意のもとで KeyQuest をご利用ください。広告は表示せず、知らない人とのチャット機能もありません。',
    ),
  },
  {
    heading: lt('Membership', '会员', '會員', 'Keahlian', 'メンバーシップ'),
    text: lt(
      'Paid membership lasts for the period bought and never renews automatically. A free trial lasts 7 days.',
      '付费会员在购买的期限内有效，不会自动续费。免费试用期为 7 天。',
      '付費會員在購買的期限內有效，不會自動續費。免費試用期為 7 天。',
      'Keahlian berbayar sah untuk tempoh yang dibeli dan tidak diperbaharui secara automatik. Percubaan percuma selama 7 hari.',
      '有料メンバーシップは購入した期間だけ有効で、自動更新はありません。無料体験は7日間です。',
    ),
  },
  {
    heading: lt('Fair use', '合理使用', '合理使用', 'Penggunaan wajar', '適正な利用'),
    text: lt(
      'Do not share accounts, attack the service or submit results that were not typed. We may suspend accounts that do.',
      '请勿共享账号、攻击服务或提交非本人打字的成绩。违反者的账号可能会被暂停。',
      '請勿共享帳號、攻擊服務或提交非本人打字的成績。違反者的帳號可能會被暫停。',
      'Jangan berkongsi akaun, menyerang perkhidmatan atau menghantar keputusan yang tidak ditaip. Kami boleh menggantung akaun yang berbuat demikian.',
      'アカウントの共有、サービスへの攻撃、実際に打っていない結果の送信はおやめください。そのようなアカウントは停止することがあります。',
    ),
  },
];

const PRIVACY: readonly LegalSection[] = [
  {
    heading: lt(
      'What we collect',
      '我们收集哪些信息',
      '我們收集哪些資訊',
      'Apa yang kami kumpul',
      '集める情報',
    ),
    text: lt(
      'A device id, your login details if you create an account, the characters you make, and the results of lessons and games: speed, accuracy and the keys typed.',
      '设备标识；如果你注册账号，还有登录信息；你创建的角色；以及课程和游戏的成绩：速度、准确率和所按的键。',
      '裝置識別碼；如果你註冊帳號，還有登入資訊；你建立的角色；以及課程和遊戲的成績：速度、準確率和所按的鍵。',
      'ID peranti, butiran log masuk jika anda mencipta akaun, watak yang anda cipta, dan keputusan pelajaran serta permainan: kelajuan, ketepatan dan kekunci yang ditaip.',
      '端末ID、アカウントを作った場合のログイン情報、作成したキャラクター、そしてレッスンやゲームの結果（速さ、正確さ、打ったキー）です。',
    ),
  },
  {
    heading: lt('Why', '用途', '用途', 'Mengapa', '利用目的'),
    text: lt(
      'To keep your progress, to build practice from the keys you miss, and to show reports to you, your parents or your teacher. Never for advertising.',
      '用于保存你的进度、根据你打错的键生成练习，以及向你、你的家长或老师展示报告。绝不用于广告。',
      '用於保存你的進度、根據你打錯的鍵生成練習，以及向你、你的家長或老師展示報告。絕不用於廣告。',
      'Untuk menyimpan kemajuan anda, membina latihan daripada kekunci yang tersilap, dan menunjukkan laporan kepada anda, ibu bapa atau guru anda. Tidak sekali-kali untuk iklan.',
      '進み具合の保存、まちがえたキーからの練習作り、本人・保護者・先生へのレポート表示のためです。広告には使いません。',
    ),
  },
  {
    heading: lt('Your choices', '你的权利', '你的權利', 'Pilihan anda', 'あなたの選択'),
    text: lt(
      'You can delete a character or the whole account from the account settings; deletion removes its learning records and cannot be undone.',
      '你可以在账号设置中删除角色或整个账号；删除会清除相关学习记录，且无法恢复。',
      '你可以在帳號設定中刪除角色或整個帳號；刪除會清除相關學習紀錄，且無法復原。',
      'Anda boleh memadam watak atau seluruh akaun dari tetapan akaun; pemadaman membuang rekod pembelajarannya dan tidak boleh dibatalkan.',
      'アカウント設定からキャラクターやアカウント全体を削除できます。削除すると学習記録も消え、元に戻せません。',
    ),
  },
];

/** The terms of service of an edition. */
export function termsOf(edition: Edition): readonly LegalSection[] {
  return [...TERMS, JURISDICTION[edition]];
}

/** The privacy policy of an edition. */
export function privacyOf(edition: Edition): readonly LegalSection[] {
  return [...PRIVACY, JURISDICTION[edition]];
}
