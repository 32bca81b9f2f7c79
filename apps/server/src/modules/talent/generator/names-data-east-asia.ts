/**
 * East Asian names, romanised the way people write them on a CV: Hanyu Pinyin for the mainland,
 * Wade-Giles for Taiwan, Cantonese and Hokkien spellings for Hong Kong, Singapore and Malaysia,
 * Hepburn without macrons for Japan, Revised Romanisation with the usual surname spellings (Lee,
 * Park) for Korea. Given name first, as on an English-language profile.
 */
import { list } from './names-data-source';

export const CHINESE_FEMALE = list(`
  Jing, Li, Ying, Yan, Mei, Hui, Xin, Ling, Yu, Fang, Na, Min, Juan, Xia, Hong, Lan, Qian, Yue,
  Ting, Lin, Xiaoyan, Xiaomei, Xiaoli, Xiaohong, Yuting, Yuxin, Xinyi, Jiayi, Yutong, Zixuan, Shuang,
  Wen, Jia, Lu, Dan, Rui, Jie, Lili, Qing, Xue, Yun, Hua, Meng, Ning, Yao, Wenjing, Siqi, Jiaqi,
  Ruoxi, Mengyao, Xiaoxue, Yijing, Huiling, Shuyi, Yaqi, Jingyi, Ziyi, Yiwen, Xiaojing, Meiling,
  Lijuan, Hongmei, Yanling, Xiaowen, Jiaxin, Ruiqi, Shiyu, Yixuan, Qiong, Yanan
`);

export const CHINESE_MALE = list(`
  Wei, Jun, Lei, Hao, Peng, Jian, Bin, Tao, Qiang, Ming, Chao, Yong, Jie, Bo, Gang, Jin, Feng, Kai,
  Long, Yang, Hui, Xin, Yu, Zhi, Hong, Rui, Fei, Liang, Cheng, Yi, Xiaoming, Xiaodong, Zhiwei,
  Jianguo, Jianhua, Haoran, Zihao, Junjie, Zhihao, Haoyu, Yichen, Tianyu, Jiahao, Mingyu, Zhiqiang,
  Wenjie, Jiawei, Zhenyu, Xiaolong, Weiming, Yifan, Bowen, Kaiwen, Shuo, Dong, Jiayu, Hongwei,
  Guoqiang, Jianjun, Zhigang, Haitao, Dawei, Xiaojun, Jinlong, Yuxuan, Chen, Lin, Hang, Yuan, Zhen
`);

export const CHINESE_LAST = list(`
  Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Ma, Zhu, Hu, Guo, He, Gao, Lin,
  Luo, Zheng, Liang, Xie, Song, Tang, Han, Feng, Deng, Cao, Peng, Zeng, Xiao, Tian, Dong, Pan,
  Yuan, Cai, Jiang, Yu, Du, Ye, Cheng, Wei, Su, Lu, Ding, Ren, Shen, Yao, Fu, Zhong, Cui, Tan, Fan,
  Dai, Xia, Hou, Qiu, Qin, Jia, Xue, Yan, Lei, Bai, Long, Duan, Hao, Kong, Shao, Shi, Mao, Chang,
  Wan, Gu, Lai, Kang, Yin, Qian, Niu, Hong, Gong, Tao, Qiao, Mo, Wen, Zou, Xiong, Jin, Meng, Qi,
  Zhan, Xing, Ou, Ge
`);

// Hong Kong, Singapore and Malaysia: many people use an English given name.
export const CHINESE_ENGLISH_FEMALE = list(`
  Karen, Winnie, Carmen, Gloria, Jenny, Vivian, Cindy, Michelle, Kelly, Ivy, Joyce, Queenie,
  Crystal, Grace, Candy, Fiona, Tiffany, Yvonne, Rebecca, Natalie, Angela, Stephanie, Charlotte,
  Cherry, Phoebe, Rachel, Emily, Jessica, Chloe, Mandy, Eunice, Sharon, Connie, Janice, Iris,
  Sabrina, Vanessa, Christine, Wendy
`);

export const CHINESE_ENGLISH_MALE = list(`
  Kelvin, Raymond, Kenneth, Alan, Eric, Jason, Kevin, Terence, Calvin, Dickson, Felix, Ivan, Jacky,
  Wilson, Vincent, Patrick, Tony, Stanley, Ricky, Edmund, Edwin, Gary, Henry, Justin, Samuel, Louis,
  Marco, Matthew, Anthony, Brian, Derek, Alex, Andy, Benny, Dennis, Daniel, Jonathan, Gabriel, Ryan,
  Nicholas
`);

export const CANTONESE_FEMALE = list(`
  Ka Yan, Wing Sze, Hoi Ying, Mei Ling, Wai Yee, Suet Ying, Pui Shan, Ka Man, Sze Wing, Hiu Tung,
  Man Yee, Lai Ming, Wing Yan, Yuen Ting, Tsz Ching, Hoi Yan, Ching Yee, Siu Wai, Oi Ling, Ka Wai
`);

export const CANTONESE_MALE = list(`
  Man Kit, Chi Ho, Ka Wai, Siu Ming, Wai Man, Chun Kit, Ho Yin, Ka Ho, Kwok Wing, Chi Keung,
  Wing Hong, Tsz Hin, Ka Lok, Hon Ming, Chun Wai, Kin Man, Wai Kit, Yiu Wah, Kam Hung, Sai Keung
`);

export const CANTONESE_LAST = list(`
  Chan, Wong, Cheung, Lee, Lau, Ng, Ho, Leung, Lam, Tsang, Yip, Tse, Chow, Kwok, Chu, Mak, Fung,
  Tang, Law, Lo, Yeung, Hui, Tam, So, Siu, Choi, Kwan, Au, Poon, Chung, Tong, Ma, Yuen, Cheng, Kong,
  Ko, Liu, Lui, Wu, Lai
`);

export const SG_CHINESE_FEMALE = list(`
  Wei Ling, Jia Hui, Hui Min, Xin Yi, Mei Ling, Shu Fen, Li Ting, Jia Ying, Pei Shan, Hui Ying,
  Siew Ling, Bee Leng, Li Ling, Yi Ting, Hui Qi, Jia Min, Xiu Ling, Pei Ling, Shi Min, Wan Ting
`);

export const SG_CHINESE_MALE = list(`
  Wei Ming, Jun Jie, Zhi Hao, Kai Wen, Wei Jie, Jia Hao, Zhi Wei, Yong Sheng, Jun Wei, Wen Jie,
  Wei Liang, Chee Keong, Boon Huat, Kok Wai, Eng Hock, Teck Seng, Jian Hong, Zhi Yang, Yi Xuan,
  Kah Wai
`);

export const HOKKIEN_LAST = list(`
  Tan, Lim, Lee, Ng, Ong, Wong, Goh, Chua, Chan, Koh, Teo, Ang, Yeo, Tay, Ho, Low, Toh, Sim, Chong,
  Chia, Seah, Foo, Leong, Lau, Yap, Quek, Heng, Soh, Kok, Chew, Loh, Pang, Khoo, Teh, Chin, Ooi,
  Loke, Liew, Yong, Phua
`);

export const TAIWANESE_FEMALE = list(`
  Yi-Ting, Ya-Ting, Shu-Fen, Chia-Hui, Mei-Ling, Hsiao-Wen, Pei-Shan, Yu-Ting, Hui-Chun, Chia-Ying,
  Shu-Hua, Ya-Wen, Hsin-Yi, Yi-Chen, Pei-Yu, Wan-Ting, Hsiu-Ying, Chun-Mei, Shih-Han, Yu-Hsuan
`);

export const TAIWANESE_MALE = list(`
  Chih-Wei, Chun-Hung, Chia-Hao, Wei-Lun, Yu-Cheng, Chien-Hung, Tsung-Han, Po-Yu, Kuan-Ting,
  Chih-Hao, Wen-Chieh, Chih-Ming, Yu-Hsiang, Cheng-Yu, Chun-Yu, Hsin-Hung, Kuo-Hua, Shih-Chieh,
  Tzu-Hao, Ming-Hui
`);

export const TAIWANESE_LAST = list(`
  Chen, Lin, Huang, Chang, Li, Wang, Wu, Liu, Tsai, Yang, Hsu, Cheng, Hsieh, Kuo, Hung, Tseng, Chiu,
  Liao, Lai, Chou, Yeh, Su, Chuang, Lu, Chiang, Ho, Lo, Kao, Pan, Chien, Chu, Chung, Yu, Peng, Tu,
  Weng, Shih, Fang, Tang, Sung, Teng, Hou, Fan, Yen, Tsao, Hsiao, Fu, Hsueh
`);

export const JAPANESE_FEMALE = list(`
  Yuko, Naoko, Akiko, Yumi, Ayaka, Misaki, Haruka, Yui, Sakura, Aya, Mai, Yoko, Keiko, Kaori,
  Megumi, Tomoko, Emi, Mayumi, Rie, Saori, Yuka, Nanami, Asuka, Chika, Eri, Kana, Kumiko, Mika,
  Miho, Natsuki, Noriko, Rika, Sachiko, Satomi, Shiho, Yoshiko, Yuki, Miyuki, Hitomi, Junko,
  Kyoko, Madoka, Mariko, Michiko, Minami, Momoko, Risa, Sayaka, Yukari, Aoi, Hina, Riko, Honoka,
  Mio, Airi, Haruna, Kanako, Erika, Akane, Nao
`);

export const JAPANESE_MALE = list(`
  Hiroshi, Takashi, Kenji, Yuki, Haruto, Daisuke, Takuya, Kazuki, Shota, Yuta, Kenta, Ryota,
  Naoki, Tatsuya, Kohei, Yusuke, Shinji, Makoto, Satoshi, Tomohiro, Masato, Yosuke, Takeshi, Koji,
  Hideki, Akira, Ryo, Sho, Kaito, Sota, Yuto, Ren, Hiroki, Keisuke, Kazuya, Shunsuke, Tsubasa,
  Yuya, Daiki, Takahiro, Hiroyuki, Masahiro, Kazuhiro, Toshiaki, Junichi, Shinichi, Kenichi,
  Yoshihiro, Nobuyuki, Tetsuya, Hayato, Riku, Taichi, Jun, Shun, Minoru, Osamu, Yoshio, Ichiro
`);

export const JAPANESE_LAST = list(`
  Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida,
  Yamada, Sasaki, Yamaguchi, Matsumoto, Inoue, Kimura, Hayashi, Shimizu, Yamazaki, Mori, Abe, Ikeda,
  Hashimoto, Yamashita, Ishikawa, Nakajima, Maeda, Fujita, Ogawa, Goto, Okada, Hasegawa, Murakami,
  Kondo, Ishii, Saito, Sakamoto, Endo, Aoki, Fujii, Nishimura, Fukuda, Ota, Miura, Fujiwara,
  Okamoto, Matsuda, Nakagawa, Nakano, Harada, Ono, Tamura, Takeuchi, Kaneko, Wada, Nakayama,
  Ishida, Ueda, Morita, Hara, Shibata, Sakai, Kudo, Yokoyama, Miyazaki, Miyamoto, Uchida, Takagi,
  Ando, Taniguchi, Maruyama, Imai, Takada, Fujimoto, Takeda, Murata, Ueno, Sugiyama, Masuda,
  Sugawara, Hirano, Otsuka, Chiba, Kubo, Matsui, Iwasaki, Sakurai, Kinoshita, Noguchi, Matsuo,
  Nomura, Kikuchi, Sano, Onishi, Sugimoto, Arai
`);

export const KOREAN_FEMALE = list(`
  Ji-woo, Seo-yeon, Min-ji, Ji-yeon, Su-jin, Hye-jin, Eun-ji, Ji-hye, Yu-jin, Seo-hyun, Ji-min,
  Soo-min, Hae-won, Da-eun, Ye-jin, Eun-young, Mi-kyung, Jung-eun, Hyun-jung, Sun-young, Eun-jung,
  Mi-young, Yoon-hee, Ha-eun, Na-yeon, So-yeon, Ji-eun, Min-seo, Chae-won, Ye-eun, Seung-hee,
  Hye-won, Ji-hyun, Mi-na, Eun-bi, Su-bin, Ha-na, Bo-ra, Da-hye, Soo-jin
`);

export const KOREAN_MALE = list(`
  Min-jun, Ji-hoon, Seo-jun, Hyun-woo, Jun-ho, Min-ho, Sung-min, Dong-hyun, Jae-won, Sang-woo,
  Jin-woo, Young-ho, Seung-hyun, Jung-ho, Tae-yang, Ji-sung, Hyun-jun, Woo-jin, Joon-young,
  Kyung-soo, Sung-ho, Jae-hyun, Min-seok, Dong-hoon, Tae-hyun, Sang-hoon, Jong-min, Kwang-ho,
  Young-jin, Do-hyun, Ji-hwan, Seung-woo, Jae-min, Hyun-soo, Byung-chul, Chang-min, Eun-woo,
  Jun-seo, Ha-joon, Sung-jin
`);

export const KOREAN_LAST = list(`
  Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Oh, Seo, Shin, Kwon, Hwang, Ahn,
  Song, Jeon, Hong, Yoo, Ko, Moon, Yang, Son, Bae, Baek, Heo, Nam, Noh, Ha, Kwak, Sung, Cha, Joo,
  Woo, Koo, Min, Ryu, Na, Jin, Ji, Eom, Chae, Won, Cheon, Bang, Gong, Hyun, Ham, Byun, Yeom, Yeo,
  Choo, Do, So, Seok, Sun, Seol, Ma, Gil, Yeon, Wi, Pyo, Myung, Ki, Ban, Ra, Wang, Geum, Ok, Yook,
  In, Maeng, Je, Mo, Tak
`);
