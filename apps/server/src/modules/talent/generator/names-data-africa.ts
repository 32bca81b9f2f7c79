/**
 * Sub-Saharan African names. In Nigeria, Ghana, Kenya and South Africa many professionals carry
 * an English or biblical first name next to (or instead of) one in their own language, so the
 * pools mix both; the surname is the family's name in the local language.
 */
import { list } from './names-data-source';

export const NIGERIAN_ENGLISH_FEMALE = list(`
  Blessing, Grace, Joy, Esther, Precious, Peace, Favour, Mercy, Faith, Gift, Patience, Comfort,
  Deborah, Ruth, Elizabeth, Mary, Victoria, Jennifer, Gloria, Stella, Rita, Juliet, Vivian,
  Christiana, Florence, Janet, Sandra, Hannah, Rebecca, Sarah
`);

export const NIGERIAN_ENGLISH_MALE = list(`
  Samuel, Emmanuel, David, Daniel, Victor, Michael, Joseph, Godwin, Peter, John, Paul, Stephen,
  Solomon, Isaac, Moses, Joshua, Friday, Sunday, Godfrey, Benjamin, Kingsley, Charles, Felix,
  Richard, Anthony, Augustine, Patrick, Collins, Francis, Henry
`);

export const YORUBA_FEMALE = list(`
  Funmilayo, Folake, Bukola, Yetunde, Adeola, Temitope, Omolara, Titilayo, Bisola, Oluwaseun, Kemi,
  Tolulope, Damilola, Morenike, Oyinkansola, Abimbola, Adenike, Ayodele, Toyin, Simisola, Busayo,
  Ronke, Yewande, Modupe, Ololade, Folasade, Omotola, Opeyemi, Mojisola, Adebola
`);

export const YORUBA_MALE = list(`
  Olumide, Oluwaseun, Adebayo, Ayodele, Babatunde, Tunde, Kayode, Segun, Femi, Kunle, Dapo, Gbenga,
  Tobi, Seun, Wale, Olamide, Damilare, Adewale, Oluwafemi, Bolaji, Ayomide, Akin, Jide, Niyi, Deji,
  Lanre, Rotimi, Tosin, Yinka, Kehinde
`);

export const YORUBA_LAST = list(`
  Adeyemi, Adebayo, Ogunleye, Olawale, Adewale, Ogunbiyi, Afolabi, Ajayi, Akinola, Alabi, Bakare,
  Balogun, Ogundipe, Oladipo, Olaniyan, Oyewole, Adeleke, Akinyemi, Fashola, Ogunlade, Ojo,
  Adeniyi, Adesanya, Okunola, Oyelaran, Adegoke, Bello, Lawal, Salami, Oladele
`);

export const IGBO_FEMALE = list(`
  Chioma, Ngozi, Adaeze, Chiamaka, Nneka, Ifeoma, Uchenna, Chinwe, Amarachi, Nkechi, Obiageli,
  Ijeoma, Chidinma, Ebere, Ogechi, Oluchi, Chinyere, Nkiru, Adaora, Ifunanya, Chisom, Ugochi,
  Onyinye, Chinenye
`);

export const IGBO_MALE = list(`
  Chinedu, Emeka, Obinna, Ikenna, Chukwuemeka, Nnamdi, Uchenna, Chidi, Ifeanyi, Kelechi, Obiora,
  Tochukwu, Chibuike, Ebuka, Chijioke, Kenechukwu, Onyeka, Nonso, Uche, Okechukwu, Chukwudi, Ejike,
  Chinonso, Somtochukwu
`);

export const IGBO_LAST = list(`
  Okafor, Okonkwo, Eze, Nwosu, Obi, Okeke, Nwachukwu, Okoro, Okoye, Chukwu, Nwankwo, Ugwu,
  Anyanwu, Nwafor, Okoli, Igwe, Ibe, Ezeh, Uzoma, Nnadi, Onwuka, Agu, Orji, Ogbonna, Nwaogu,
  Okpara, Emenike, Onyekachi
`);

export const HAUSA_FEMALE = list(`
  Aisha, Fatima, Zainab, Hauwa, Hadiza, Maryam, Amina, Halima, Khadija, Rukayya, Hafsat, Bilkisu,
  Safiya, Asmau, Jamila, Maimuna, Binta, Ramatu, Sadiya, Zulaihat
`);

export const HAUSA_MALE = list(`
  Abubakar, Musa, Ibrahim, Aliyu, Bello, Sani, Usman, Garba, Yusuf, Mohammed, Aminu, Umar, Lawal,
  Suleiman, Abdullahi, Haruna, Nasiru, Shehu, Bashir, Mustapha, Idris, Yakubu, Kabiru, Auwal,
  Murtala
`);

export const HAUSA_LAST = list(`
  Abubakar, Musa, Ibrahim, Aliyu, Bello, Sani, Usman, Garba, Yusuf, Mohammed, Abdullahi, Suleiman,
  Lawal, Danjuma, Haruna, Idris, Yakubu, Umar, Ahmed, Shehu, Dikko, Gwarzo, Tanko, Bala, Mahmud,
  Dauda, Adamu
`);

export const GHANAIAN_LAST_HEAD = list(`
  Mensah, Owusu, Boateng, Asante, Osei, Agyei, Appiah, Amoah, Acheampong, Adjei, Darko, Ofori, Addo,
  Quaye, Tetteh, Ansah, Sarpong, Annan, Badu, Danso
`);

export const KENYAN_FEMALE = list(`
  Faith, Mercy, Grace, Joyce, Esther, Caroline, Lucy, Mary, Jane, Ann, Catherine, Nancy, Irene,
  Sharon, Diana, Winnie, Beatrice, Purity, Wanjiru, Wambui, Njeri, Akinyi, Atieno, Achieng, Chebet,
  Nafula, Mwende, Wanjiku
`);

export const KENYAN_MALE = list(`
  John, Peter, James, Joseph, David, Daniel, Samuel, Brian, Kevin, Dennis, Collins, Stephen, Paul,
  Francis, Patrick, Geoffrey, Moses, Evans, Kamau, Otieno, Kiprop, Mwangi, Ochieng, Wafula, Kipchoge,
  Mutua, Kioko, Njoroge
`);

export const KENYAN_LAST = list(`
  Kamau, Mwangi, Njoroge, Kariuki, Otieno, Odhiambo, Ochieng, Onyango, Omondi, Owino, Kiprop,
  Cheruiyot, Kipchumba, Rotich, Kiptoo, Koech, Langat, Kirui, Wafula, Wekesa, Barasa, Simiyu, Mutua,
  Musyoka, Kioko, Mutiso, Ndungu, Kimani, Githinji, Macharia, Maina, Muriuki, Wambua, Okello,
  Ouma, Oduor, Were, Njenga, Gitau, Waweru, Chege, Ngugi
`);

export const SOUTH_AFRICAN_FEMALE = list(`
  Nomvula, Thandiwe, Zanele, Lerato, Palesa, Nthabiseng, Refilwe, Naledi, Boitumelo, Dineo, Lindiwe,
  Nokuthula, Sibongile, Busisiwe, Thandeka, Ayanda, Nomsa, Precious, Portia, Bongiwe, Ntombi, Zodwa,
  Khanyisile, Nompumelelo, Zinhle, Andiswa, Mpho, Kgomotso, Tshegofatso, Nandi
`);

export const SOUTH_AFRICAN_MALE = list(`
  Thabo, Sipho, Themba, Bongani, Mandla, Sibusiso, Tshepo, Kagiso, Lungile, Siyabonga, Mpho, Lwazi,
  Jabulani, Vusi, Sifiso, Andile, Thulani, Xolani, Tumelo, Kabelo, Lesego, Karabo, Neo, Bheki,
  Mthunzi, Nkosinathi, Sandile, Tebogo, Lucky, Given
`);

export const SOUTH_AFRICAN_LAST = list(`
  Dlamini, Nkosi, Ndlovu, Khumalo, Mokoena, Mahlangu, Mthembu, Zulu, Ngcobo, Sithole, Mkhize,
  Nxumalo, Mabaso, Molefe, Buthelezi, Cele, Shabalala, Mazibuko, Zungu, Hadebe, Maseko, Radebe,
  Nhlapo, Tshabalala, Moloi, Modise, Masilela, Mathebula, Baloyi, Maluleke, Chauke, Ngubane,
  Gumede, Majola, Xaba, Msimang, Mbatha, Mokwena, Mofokeng, Motaung, Sibiya, Zwane, Magagula
`);

export const ETHIOPIAN_FEMALE = list(`
  Selam, Hana, Meron, Bethlehem, Tigist, Rahel, Mekdes, Hiwot, Liya, Saron, Helen, Tsion, Mahlet,
  Kidist, Yordanos, Frehiwot, Meseret, Almaz, Eden, Martha
`);

export const ETHIOPIAN_MALE = list(`
  Dawit, Yonas, Abel, Biniam, Samuel, Tesfaye, Getachew, Solomon, Henok, Bereket, Mulugeta, Kebede,
  Abebe, Yohannes, Girma, Tewodros, Amanuel, Natnael, Daniel, Mesfin
`);

export const ETHIOPIAN_LAST = list(`
  Tesfaye, Bekele, Haile, Alemu, Girma, Tadesse, Mekonnen, Getachew, Kebede, Abebe, Wolde, Mengistu,
  Assefa, Gebremedhin, Desta, Hailu, Worku, Tekle, Negash, Ayele, Gebre, Tefera, Demissie, Berhane,
  Kassa
`);

// The English-speaking Caribbean: British surnames, with first names shared with Britain and
// the US.
export const CARIBBEAN_LAST = list(`
  Brown, Williams, Campbell, Smith, Johnson, Thomas, Francis, Clarke, Gordon, Reid, Grant, Lewis,
  Morgan, Wright, Edwards, Henry, Robinson, Walker, Bailey, Thompson, Graham, Taylor, Allen, James,
  Stewart, Miller, Davis, Jones, Anderson, Simpson, Powell, Scott, Hall, McKenzie, Forbes, Wilson,
  Bennett, Richards, Gayle, Ellis, Samuels, Blake, Lindo, Mitchell, Spencer, Murray, Hamilton,
  Ramsay
`);
