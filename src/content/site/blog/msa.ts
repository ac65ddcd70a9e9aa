import type { BlogSlug, BlogText } from '../blog-articles';

/** The blog in Malay (MSA). */
export const BLOG_MSA: Record<BlogSlug, BlogText> = {
  'kids-typing': {
    title: 'Menaip untuk kanak-kanak: cara kanak-kanak belajar menaip dengan permainan',
    description:
      'Bila hendak bermula, berapa lama berlatih, dan mengapa sesi pendek yang menyeronokkan lebih baik daripada latihan panjang.',
    html: `<p>Kebanyakan kanak-kanak boleh mula belajar menaip sentuh pada umur tujuh atau lapan tahun, apabila tangan mereka selesa merentangi baris asas. Sebelum itu, cukuplah mengenal huruf dan papan kekunci.</p>
<h2>Sesi pendek lebih berkesan</h2>
<p>Sepuluh hingga lima belas minit sehari lebih baik daripada sejam pada hari Sabtu. Jari belajar melalui ulangan yang tersebar sepanjang beberapa hari, dan anak berhenti sebelum penat atau kecewa.</p>
<h2>Biar permainan yang mengulang</h2>
<p>Latihan <em>f j f j</em> membosankan; menembak komet dengan kekunci yang sama tidak. Main selepas pelajaran, dengan kekunci yang sudah dipelajari, supaya permainan melatih jari yang betul.</p>
<ul><li>Pandang skrin, bukan kekunci.</li><li>Puji ketepatan dahulu, baru kelajuan.</li><li>Berhenti semasa masih seronok.</li></ul>`,
  },
  'finger-placement-for-typing': {
    title: 'Kedudukan jari untuk menaip: baris asas dan kekunci setiap jari',
    description:
      'Di mana setiap jari berehat, kekunci yang dicapainya, dan bagaimana bonjolan pada F dan J membawa anda pulang.',
    html: `<p>Menaip sentuh bermula dari <strong>baris asas</strong>: jari kiri berehat pada A S D F, jari kanan pada J K L dan koma bertitik, dan kedua-dua ibu jari di atas bar ruang.</p>
<h2>Setiap jari ada lajurnya</h2>
<p>Setiap jari menaip kekunci di atas dan di bawah kekunci asasnya, condong sedikit ke kiri apabila baris naik. Jari telunjuk paling sibuk: setiap satu juga menjaga lajur di sebelahnya (G dan H, T dan Y, B dan N).</p>
<h2>Cari baris asas tanpa melihat</h2>
<p>Bonjolan kecil pada F dan J membolehkan jari telunjuk mencari baris asas dengan sentuhan. Selepas setiap capaian, kembali kepadanya.</p>
<p><a href="/fingering-chart">Carta kedudukan jari</a> kami menunjukkan setiap kekunci dalam warna jarinya.</p>`,
  },
  'touch-typing': {
    title: 'Apakah menaip sentuh, dan mengapa perlu belajar?',
    description: 'Menaip tanpa melihat kekunci: apa itu, apa yang berubah, dan berapa lama masa diperlukan.',
    html: `<p>Menaip sentuh bermaksud menaip dengan kesemua sepuluh jari, setiap satu bertanggungjawab atas kekuncinya sendiri, tanpa melihat papan kekunci. Tangan mencari kekunci melalui ingatan dan bonjolan pada F dan J.</p>
<h2>Apa yang berubah</h2>
<p>Mata anda kekal pada apa yang anda tulis, jadi anda nampak kesilapan serta-merta dan tidak hilang fikiran. Menaip bukan lagi mencari huruf, tetapi menjadi semudah menulis tangan.</p>
<h2>Berapa lama masa diperlukan</h2>
<p>Dengan sepuluh hingga lima belas minit sehari, kebanyakan pelajar menghafal kedudukan jari dalam kira-kira seminggu dan menaip tanpa melihat dalam masa sebulan. Kelajuan terus meningkat berbulan-bulan selepas itu.</p>`,
  },
  speed: {
    title: 'Cara menaip lebih laju tanpa hilang ketepatan',
    description:
      'Mengapa ketepatan didahulukan, bagaimana WPM dikira, dan latihan yang benar-benar menaikkan kelajuan anda.',
    html: `<p>Perkataan seminit (WPM) mengira lima aksara yang ditaip sebagai satu perkataan. Pemula menaip 10 hingga 20 WPM; penaip sentuh yang yakin 40 hingga 60.</p>
<h2>Ketepatan dahulu</h2>
<p>Setiap kesilapan mengambil masa untuk disedari, dipadam dan ditaip semula. Pada ketepatan 95% atau lebih, kelajuan naik dengan sendirinya kerana jari tidak lagi teragak-agak.</p>
<h2>Latih kekunci yang lemah</h2>
<ul><li>Lihat laporan anda: kekunci mana yang perlahan atau kerap salah?</li><li>Latih kekunci itu dalam perkataan, bukan bersendirian.</li><li>Kekalkan rentak yang tetap, bukan sekejap laju sekejap perlahan.</li></ul>`,
  },
  'tips-for-typing': {
    title: '10 petua untuk menaip dengan lebih baik',
    description: 'Postur, rentak, rehat dan tabiat kecil yang memudahkan menaip setiap hari.',
    html: `<ol><li>Duduk tegak, kaki rata di lantai.</li><li>Pastikan pergelangan tangan mendatar, tidak bersandar pada tepi meja.</li><li>Skrin pada paras mata, sejauh sepanjang lengan.</li><li>Mulakan setiap baris dari baris asas.</li><li>Pandang skrin, bukan kekunci.</li><li>Gunakan ibu jari untuk bar ruang.</li><li>Tekan Shift dengan tangan yang bertentangan dengan huruf.</li><li>Menaip dengan rentak yang tetap.</li><li>Berlatih sedikit setiap hari.</li><li>Berehat sebentar setiap 20 minit.</li></ol>`,
  },
  learn: {
    title: 'Belajar menaip dalam 30 hari: pelan hari demi hari',
    description:
      'Pelan pelajaran harian yang pendek selama 30 hari, daripada kedudukan jari hingga menaip tanpa melihat.',
    html: `<h2>Hari 1 hingga 7: kedudukan jari</h2>
<p>Satu pelajaran sehari: postur dan kekunci asas, kemudian baris tengah, baris atas dan baris bawah, dua kekunci pada satu masa.</p>
<h2>Hari 8 hingga 21: tanpa melihat</h2>
<p>Ulang kaji setiap baris dan taip perkataan sebenar. Tutup tangan anda dengan kain jika mata asyik melihat ke bawah.</p>
<h2>Hari 22 hingga 30: lancar</h2>
<p>Taip ayat dan petikan pendek, main satu permainan selepas setiap sesi, dan lihat ketepatan dan kelajuan anda dalam laporan.</p>`,
  },
  'typing-software': {
    title: 'Memilih perisian menaip untuk keluarga atau kelas anda',
    description:
      'Apa yang perlu dicari dalam tutor menaip: pelajaran, permainan, laporan dan tempat yang selamat untuk kanak-kanak.',
    html: `<p>Tutor menaip yang baik untuk kanak-kanak melakukan empat perkara dengan baik.</p>
<ul><li><strong>Pelajaran</strong> yang memperkenalkan beberapa kekunci pada satu masa dan menunjukkan jari yang perlu digunakan.</li><li><strong>Permainan</strong> yang menggunakan kekunci yang sama, jadi bermain ialah berlatih.</li><li><strong>Laporan</strong> yang menunjukkan ketepatan dan kelajuan bagi setiap kekunci, untuk anak, ibu bapa dan guru.</li><li><strong>Keselamatan</strong>: tiada iklan, tiada sembang dengan orang asing, dan tiada helah yang mendesak pembelian.</li></ul>
<p>Untuk kelas, cari juga pengurusan kumpulan dan laporan bagi semua murid.</p>`,
  },
};
