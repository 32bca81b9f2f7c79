/**
 * Southeast Asian names. Vietnamese names are written without diacritics, as most Vietnamese
 * professionals write them on an English-language profile. Malay and Indonesian "surnames" are
 * usually a father's name or a second given name, which is what the lists hold.
 */
import { list } from './names-data-source';

export const VIETNAMESE_FEMALE = list(`
  Linh, Lan, Huong, Trang, Thao, Ngoc, Anh, Hoa, Mai, Hang, Phuong, Thu, Ha, Nhung, Quynh, Yen,
  Hanh, Giang, Nga, Thuy, Van, Hien, Hue, Oanh, Loan, Diem, Chi, Vy, Nhi, My, Tram, Uyen, Tuyet,
  Kim, Hong, Nguyet, Ly, Xuan, Thanh, Dung
`);

export const VIETNAMESE_MALE = list(`
  Minh, Tuan, Hung, Dung, Nam, Duc, Long, Hai, Son, Thanh, Quang, Huy, Khanh, Phong, Cuong, Dat,
  Binh, Trung, Vinh, Thang, Hieu, Kien, Tung, Toan, Phuc, Loc, Tai, Tri, Bao, Khoa, Thinh, Viet,
  Quan, Lam, Hau, Tien, An, Hoang, Duy, Thai
`);

export const VIETNAMESE_LAST = list(`
  Nguyen, Tran, Le, Pham, Hoang, Huynh, Phan, Vu, Vo, Dang, Bui, Do, Ho, Ngo, Duong, Ly, Truong,
  Dinh, Doan, Lam, Mai, Trinh, Luong, Cao, Ha, Luu, Ta, Chau, Quach, Thai, Tong, La, Kieu, Ton,
  Diep, Phung
`);

export const FILIPINO_FEMALE = list(`
  Maria, Kristine, Angelica, Jessa, Rhea, Mary Grace, Mary Joy, Joy, Grace, Jennifer, Michelle,
  Princess, Kimberly, Camille, Nicole, Patricia, Sheila, Cristina, Jocelyn, Rowena, Marivic, Maricel,
  Analyn, Lovely, Charmaine, Katherine, Hazel, Abigail, Jasmine, Andrea, Bea, Trisha, Janine, Jenny,
  Rachelle, Rochelle, Arlene, Lourdes, Gemma, Rosalie, Aileen, Catherine, Ella, Frances, Mary Ann,
  Kathleen, Diana, Joanna
`);

export const FILIPINO_MALE = list(`
  John, Mark, Michael, John Paul, Christian, Jerome, Rodel, Jomar, Joshua, Carlo, Paolo, Miguel,
  Angelo, Joseph, Jose, Juan, Ramon, Rodrigo, Eduardo, Ricardo, Renato, Rommel, Arnel, Jayson,
  Jeffrey, Ronald, Ryan, Kevin, Kenneth, Francis, Adrian, Bryan, Dennis, Noel, Romeo, Ariel, Raymond,
  Reynaldo, Emmanuel, Mark Anthony, John Carlo, Jericho, Rey, Joel, Allan, Marvin, Jonathan, Gerald
`);

export const FILIPINO_LAST = list(`
  Santos, Reyes, Cruz, Bautista, Ocampo, Garcia, Mendoza, Torres, Tomas, Castillo, Flores,
  Villanueva, Ramos, Castro, Rivera, Aquino, Navarro, Salazar, Mercado, Dela Cruz, De Leon, Gonzales,
  Lopez, Fernandez, Domingo, Soriano, Del Rosario, Pascual, Valdez, Aguilar, Gutierrez, Manalo,
  Panganiban, Dizon, Tolentino, Rosales, De Guzman, Santiago, Sarmiento, Lim, Tan, Go, Sy, Perez,
  Diaz, Morales, Francisco, Ramirez, Hernandez, Lacson, Samonte, Agustin, Estrada, Evangelista,
  Marquez, Gomez, Galang, Medina, Sison, Salvador, Jimenez, Corpuz, Pangilinan, Guevarra, Manalang,
  Dimaculangan, Lacsamana, Villareal, Macaraeg, Cabrera
`);

export const INDONESIAN_FEMALE = list(`
  Siti, Dewi, Sri, Ayu, Putri, Rina, Indah, Fitri, Nur, Ratna, Wulan, Intan, Rani, Yuni, Nia, Dian,
  Maya, Rizka, Anisa, Novita, Kartika, Mega, Citra, Eka, Dwi, Nurul, Della, Melati, Anggun, Ratih,
  Desi, Yulia, Ika, Tika, Rahma, Nadia, Aulia, Amalia, Fitria, Puspita
`);

export const INDONESIAN_MALE = list(`
  Budi, Agus, Andi, Eko, Joko, Dedi, Hendra, Rudi, Bambang, Adi, Arief, Yudi, Dimas, Fajar, Rizki,
  Ahmad, Muhammad, Bayu, Teguh, Wahyu, Irfan, Reza, Aditya, Ilham, Hadi, Yoga, Galih, Putra, Surya,
  Dani, Anton, Ari, Gilang, Indra, Iwan, Wawan, Hendro, Taufik, Rahmat, Arif, Heru, Dodi, Fikri,
  Kevin, Rian
`);

export const INDONESIAN_LAST = list(`
  Santoso, Wijaya, Saputra, Pratama, Hidayat, Susanto, Setiawan, Gunawan, Kusuma, Nugroho, Wibowo,
  Siregar, Nasution, Harahap, Lubis, Simanjuntak, Sitompul, Pangaribuan, Tanjung, Halim, Salim,
  Sutanto, Hartono, Kurniawan, Purnomo, Hakim, Utomo, Suryadi, Prasetyo, Handoko, Wahyudi, Permana,
  Ramadhan, Firmansyah, Syahputra, Rahman, Hasibuan
`);

/** Second names that only women carry (Dewi Lestari, Siti Rahayu). */
export const INDONESIAN_LAST_FEMALE_ONLY = list(`
  Lestari, Rahayu, Wulandari, Anggraini, Puspitasari, Sari, Kurniasih, Handayani, Safitri, Permata
`);

export const THAI_FEMALE = list(`
  Siriporn, Supaporn, Nattaya, Kanokwan, Pimchanok, Wanida, Sasithorn, Ratchanok, Chutima,
  Jiraporn, Kannika, Nongnuch, Pornthip, Sudarat, Supattra, Thanyarat, Warunee, Yupin, Apinya,
  Kamonwan, Patcharee, Nipaporn, Orathai, Duangjai, Rattana, Sukanya, Benjawan, Arunee, Sirinya,
  Pranee
`);

export const THAI_MALE = list(`
  Somchai, Somsak, Surachai, Wichai, Prasert, Anan, Chaiwat, Kittisak, Nattapong, Thanawat,
  Wuttichai, Anucha, Apichart, Ekachai, Jakkrit, Kittipong, Narong, Pongsak, Sakda, Somkiat,
  Suthep, Teerapong, Thanakorn, Weerapong, Yuthana, Pichai, Sompong, Thawatchai, Prayut, Sombat
`);

export const THAI_LAST = list(`
  Srisuk, Wongsawat, Saetang, Saelim, Suksawat, Rattanakul, Srisawat, Thongdee, Boonmee, Chaiyasit,
  Jaidee, Suwannarat, Wongsuwan, Sriwichai, Phromma, Kongkaew, Chanthawong, Saengthong,
  Rattanaporn, Srisombat, Somboon, Pongpanich, Wattanakul, Kaewmanee, Saechua, Sukprasert,
  Thongchai, Boonyasit, Chaiyaporn, Intharasuk
`);

export const MALAY_FEMALE = list(`
  Nur Aisyah, Nurul Ain, Nur Syafiqah, Nor Azlina, Aisyah, Farah, Nurul Huda, Siti Aminah, Nabila,
  Aina, Sarah, Nadia, Amira, Syazwani, Izzati, Hidayah, Liyana, Atiqah, Fatin, Aqilah, Hanis,
  Balqis, Khairunnisa, Syahirah, Siti Nur, Nur Izzah, Zarina, Rohana, Haslinda, Suraya
`);

export const MALAY_MALE = list(`
  Muhammad Hafiz, Ahmad Faizal, Mohd Faizal, Muhammad Amirul, Ahmad Zaki, Hafiz, Faizal, Azlan,
  Amirul, Syafiq, Haziq, Aiman, Firdaus, Farhan, Hakim, Izzat, Khairul, Nazri, Rizal, Shahrul,
  Zulkifli, Hisham, Iskandar, Razak, Anuar, Azman, Rosli, Ismail, Hamzah, Mohd Azlan
`);

export const MALAY_LAST = list(`
  Abdullah, Ismail, Ibrahim, Hassan, Ahmad, Othman, Yusof, Rahman, Hamid, Aziz, Omar, Razak, Ali,
  Salleh, Mohamad, Abu Bakar, Yaakob, Hussin, Mansor, Jaafar, Zakaria, Osman, Kassim, Harun, Samad,
  Latif, Halim, Musa, Daud, Sulaiman
`);
