/**
 * Middle Eastern and North African names in common English or French romanisations: Gulf Arab
 * (tribal "Al-" surnames), Levantine, Egyptian (a father's or grandfather's name as surname),
 * Maghrebi (French spellings), Turkish (Turkish alphabet) and Persian.
 */
import { list } from './names-data-source';

export const GULF_ARAB_FEMALE = list(`
  Fatima, Aisha, Maryam, Noura, Sara, Hessa, Reem, Latifa, Shaikha, Amna, Alia, Mona, Hind, Nouf,
  Abeer, Dana, Lama, Haya, Munira, Asma, Khawla, Sumaya, Hanan, Huda, Lubna, Nada, Rawan, Shahad,
  Ghada, Dalal, Bushra, Salma, Jawaher, Wafa, Afra, Moza, Shamma, Maitha, Nourah
`);

export const GULF_ARAB_MALE = list(`
  Mohammed, Ahmed, Abdullah, Khalid, Saud, Fahad, Sultan, Faisal, Saeed, Rashid, Hamad, Nasser,
  Majid, Omar, Ali, Hamdan, Mansour, Yousef, Abdulaziz, Abdulrahman, Turki, Bandar, Nawaf, Mishal,
  Salman, Talal, Waleed, Ibrahim, Hassan, Hussain, Saleh, Sami, Tariq, Ziyad, Mubarak, Badr, Hazza,
  Zayed, Mohannad, Abdulla
`);

export const GULF_ARAB_LAST = list(`
  Al-Qahtani, Al-Otaibi, Al-Ghamdi, Al-Zahrani, Al-Shehri, Al-Harbi, Al-Dosari, Al-Mutairi,
  Al-Shamrani, Al-Amri, Al-Malki, Al-Anazi, Al-Subaie, Al-Rashidi, Al-Shammari, Al-Ajmi, Al-Hajri,
  Al-Yami, Al-Mansouri, Al-Hashimi, Al-Nuaimi, Al-Suwaidi, Al-Mazrouei, Al-Ketbi, Al-Dhaheri,
  Al-Falasi, Al-Shamsi, Al-Marri, Al-Kaabi, Al-Mheiri, Al-Hammadi, Al-Muhairi, Al-Blooshi,
  Al-Kuwari, Al-Sulaiti, Al-Habsi, Al-Balushi, Al-Hinai, Al-Harthy, Al-Enezi
`);

export const LEVANTINE_FEMALE = list(`
  Lina, Rania, Dina, Nour, Layla, Yasmin, Hala, Rana, Maya, Lara, Nadia, Rasha, Sana, Dima, Joumana,
  Carla, Rita, Nathalie, Tania, Zeina, Hiba, Mirna, Ghina, Aya, Farah, Jana, Sirine, Nisreen, Reem,
  Suha, Maha, Rima
`);

export const LEVANTINE_MALE = list(`
  Ahmad, Mohammad, Omar, Khaled, Rami, Fadi, Samer, Tarek, Karim, Ziad, Hani, Bassam, Nabil, Walid,
  Imad, Ghassan, Elie, Georges, Antoine, Michel, Tony, Rabih, Wissam, Jad, Anas, Yazan,
  Laith, Hamza, Mahmoud, Issa, Nadim
`);

export const LEVANTINE_LAST = list(`
  Haddad, Khoury, Nassar, Saleh, Mansour, Hamdan, Khalil, Aziz, Hassan, Ibrahim, Abboud, Awad,
  Azar, Bitar, Daher, Farah, Ghanem, Habib, Hayek, Karam, Khalaf, Maalouf, Nasr, Rizk, Saad,
  Sabbagh, Salameh, Tannous, Yassin, Zein, Masri, Nasser, Haddadin, Qasem, Darwish, Jaber, Hijazi,
  Odeh, Barakat, Issa, Qassem, Shaheen
`);

export const EGYPTIAN_FEMALE = list(`
  Nour, Salma, Yasmin, Heba, Dina, Rana, Aya, Sara, Mai, Radwa, Nada, Amira, Hend, Eman, Doaa,
  Marwa, Shaimaa, Asmaa, Nermeen, Ghada, Mona, Rasha, Reham, Noha, Dalia, Yomna, Habiba, Farida,
  Malak, Mariam
`);

export const EGYPTIAN_MALE = list(`
  Mohamed, Ahmed, Mahmoud, Mostafa, Omar, Karim, Amr, Tarek, Sherif, Hany, Khaled, Hossam, Islam,
  Youssef, Ali, Hassan, Ibrahim, Walid, Ayman, Ehab, Hesham, Wael, Ramy, Sameh, Tamer, Hazem, Essam,
  Ashraf, Sayed, Mohab
`);

export const EGYPTIAN_LAST = list(`
  Mohamed, Ahmed, Mahmoud, Hassan, Ibrahim, Ali, Mostafa, Abdelrahman, Abdelaziz, El-Sayed, Soliman,
  Farouk, Gamal, Mansour, Nasser, Hamdy, Fawzy, Shawky, Ragab, Tawfik, Adel, Saad, Salem, Fathy,
  Ezzat, Kamal, Said, Samir, Youssef, Naguib, Abdelhamid, Rashad, Fouad, Attia, Zaki, Shehata, Abdallah,
  Osman, Morsy, Helmy, El-Sherif, Hegazy, Badawi, Khalifa
`);

export const MAGHREBI_FEMALE = list(`
  Fatima, Khadija, Amina, Sara, Nadia, Samira, Leila, Yasmina, Imane, Salma, Meriem, Sabrina, Nawal,
  Karima, Houda, Zineb, Hanane, Malika, Soraya, Naima, Asma, Inès, Lina, Rim, Siham, Widad, Latifa,
  Souad, Amal, Ikram
`);

export const MAGHREBI_MALE = list(`
  Mohamed, Ahmed, Karim, Youssef, Mehdi, Rachid, Samir, Hamid, Abdelkader, Mustapha, Omar, Said,
  Nabil, Hicham, Khalid, Yassine, Amine, Bilal, Sofiane, Nassim, Walid, Farid, Mourad, Redouane,
  Adel, Tarik, Anis, Riad, Hakim, Ilyes
`);

export const MAGHREBI_LAST = list(`
  Benali, Bouzid, Benaissa, Haddad, Mansouri, Belkacem, Saidi, Brahimi, Cherif, Amrani, Alaoui,
  Benjelloun, El Idrissi, Tazi, Bennani, Berrada, Chraibi, Lahlou, Kettani, El Amrani, Ouali,
  Hamidi, Meziane, Bouaziz, Ben Salah, Trabelsi, Jebali, Gharbi, Hammami, Ben Ammar, Ben Youssef,
  Ait Ahmed, Azzouz, Belaid, Boudiaf, Djebbar, Khelifi, Zerrouki, Benmoussa, Bakkali
`);

export const TURKISH_FEMALE = list(`
  Ayşe, Fatma, Zeynep, Elif, Emine, Merve, Büşra, Esra, Özlem, Derya, Ebru, Gülşen, Hatice, Selin,
  Deniz, Ece, Gizem, Burcu, Tuğba, Seda, Pınar, Aslı, Dilek, Sibel, Yasemin, Melek, Hülya, Serap,
  Sevgi, Aylin, İrem, Cansu, Damla, Gamze, Şeyma, Kübra, Nur, Sinem, Meltem, Özge, Duygu, Didem,
  Başak, Nazlı, Tuba, Songül, Filiz, Gül, Hande, Ceren
`);

export const TURKISH_MALE = list(`
  Mehmet, Mustafa, Ahmet, Ali, Hüseyin, Hasan, İbrahim, Murat, Ömer, Emre, Burak, Yusuf, Fatih,
  Kemal, Osman, Mahmut, Serkan, Onur, Can, Cem, Kerem, Eren, Oğuz, Barış, Volkan, Tolga, Gökhan,
  Hakan, Erkan, Ercan, Levent, Tuncay, Uğur, Sinan, Selim, Okan, Orhan, Erdem, Berk, Emir, Kaan,
  Arda, Yiğit, Furkan, Enes, Halil, İsmail, Recep, Umut, Taner
`);

export const TURKISH_LAST = list(`
  Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, Arslan, Doğan, Kılıç,
  Aslan, Çetin, Kara, Koç, Kurt, Özkan, Şimşek, Polat, Özcan, Korkmaz, Çakır, Erdoğan, Yavuz, Can,
  Acar, Şen, Aktaş, Güler, Yalçın, Güneş, Bozkurt, Bulut, Keskin, Ünal, Turan, Gül, Özer, Işık,
  Kaplan, Avcı, Sarı, Tekin, Taş, Köse, Yüksel, Ateş, Aksoy
`);

export const PERSIAN_FEMALE = list(`
  Maryam, Fatemeh, Zahra, Sara, Neda, Leila, Shirin, Mina, Parisa, Nazanin, Roya, Azadeh, Samira,
  Negar, Elham, Mahsa, Sepideh, Yasaman, Niloufar, Bahar, Golnaz, Setareh, Shiva, Ladan, Mitra,
  Nasrin, Farnaz, Ghazal, Hoda, Atefeh
`);

export const PERSIAN_MALE = list(`
  Mohammad, Ali, Reza, Hossein, Amir, Mehdi, Hamid, Saeed, Majid, Behzad, Babak, Kaveh, Arash,
  Farhad, Dariush, Kourosh, Omid, Pouya, Navid, Peyman, Ramin, Shahram, Siavash, Masoud, Morteza,
  Mostafa, Hadi, Javad, Ehsan, Payam
`);

export const PERSIAN_LAST = list(`
  Mohammadi, Hosseini, Ahmadi, Rezaei, Moradi, Karimi, Jafari, Rahimi, Hashemi, Mousavi, Sadeghi,
  Ghasemi, Kazemi, Heidari, Rostami, Akbari, Ebrahimi, Alavi, Tehrani, Shirazi, Esfahani, Najafi,
  Salehi, Nouri, Farahani, Khodadadi, Bagheri, Soltani, Zamani, Amini, Rahmani, Yazdani, Kamali,
  Nikpour, Shahbazi, Safavi, Tabatabaei
`);
