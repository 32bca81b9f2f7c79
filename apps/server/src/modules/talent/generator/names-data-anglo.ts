/**
 * English-language names: the US, Britain, Ireland, and the African-American, Native American
 * and Jewish names of the US. Written by hand because faker's `en` surnames include invented
 * ones. First names are those of working adults (born about 1960-2002), not of today's babies;
 * every list is in rough order of frequency.
 */
import { list } from './names-data-source';

export const US_FEMALE = list(`
  Jennifer, Jessica, Sarah, Ashley, Amanda, Elizabeth, Emily, Michelle, Melissa, Stephanie, Nicole,
  Lauren, Megan, Rachel, Heather, Laura, Amy, Rebecca, Kimberly, Lisa, Katherine, Samantha, Christina,
  Angela, Mary, Kelly, Hannah, Brittany, Danielle, Andrea, Erin, Anna, Emma, Julie, Karen, Amber,
  Olivia, Susan, Kristen, Allison, Alyssa, Courtney, Kayla, Victoria, Tiffany, Natalie, Christine,
  Katie, Catherine, Shannon, Patricia, Linda, Alexandra, Kathryn, Madison, Abigail, Chelsea, Jamie,
  Vanessa, Erica, Caitlin, Lindsey, Sara, Crystal, Kristin, Kathleen, Molly, Cynthia, Anne, Holly,
  Brianna, Morgan, Alexis, Hailey, Grace, Taylor, Jacqueline, Dana, Monica, Tara, Jenna, Meghan,
  Deborah, Sandra, Nancy, Kristina, Margaret, Leah, Brooke, Whitney, Diana, Julia, Jill, Erika,
  Valerie, Caroline, Haley, Sabrina, Carrie, Renee, Kelsey, Natasha, Denise, Sophia, Bethany, Maria,
  Donna, Barbara, Katelyn, Cassandra, Tracy, Dawn, Melanie, Jasmine, Kendra, Alicia, Ann, Lindsay,
  Sydney, Leslie, Kate, Michele, Wendy, Carolyn, Theresa, Jordan, Stacy, Paige, Claire, Mackenzie,
  Kaitlyn, Sierra, Gabrielle, Autumn, Jocelyn, Ellen, Colleen, Beth, Ava, Lily, Isabella, Chloe,
  Madeline, Audrey, Avery, Ella, Marissa, Meredith, Mallory, Robin, Tina, Sheila, Tammy, Teresa,
  Kristy, Kara, Krista, Joanna, Sharon, Brenda, Heidi, Jenny, Carly, Katrina, Kirsten, Brandi,
  April, Lori, Tanya, Carla, Stacey, Elise, Miranda, Shelby, Savannah, Lydia, Rose, Marie, Naomi,
  Jillian, Hillary, Janet, Karla, Bridget, Abby, Kylie, Allie, Summer
`);

export const US_MALE = list(`
  Michael, James, John, Robert, David, William, Christopher, Daniel, Matthew, Joseph, Andrew, Joshua,
  Ryan, Brian, Kevin, Jason, Justin, Eric, Brandon, Steven, Thomas, Timothy, Jonathan, Nicholas,
  Anthony, Mark, Jeffrey, Richard, Scott, Benjamin, Jacob, Tyler, Adam, Aaron, Kyle, Zachary, Patrick,
  Sean, Charles, Paul, Stephen, Gregory, Jeremy, Nathan, Samuel, Kenneth, Travis, Jared, Dustin,
  Bradley, Derek, Jordan, Alexander, Austin, Ethan, Cody, Chad, Shawn, Jesse, Dylan, Corey, Joel,
  Peter, Nathaniel, Christian, Logan, Evan, Luke, Ian, Cameron, Caleb, Noah, Gary, Keith, Edward,
  Todd, Shane, Jeremiah, Trevor, Spencer, Blake, Garrett, Brett, Casey, Derrick, Marcus, Vincent,
  Phillip, Mitchell, Seth, Tanner, Connor, Hunter, Mason, Jack, Henry, Owen, Gavin, Isaac, Carl,
  Douglas, Dennis, Larry, Frank, Raymond, Jerry, Gerald, Randy, Troy, Russell, Wesley, Lucas, Brent,
  Craig, Curtis, Erik, Kurt, Ross, Grant, Colin, Allen, Jay, Bryan, Lance, Alex, Joe, Devin, Chase,
  Cole, Wyatt, Jake, Max, Victor, Philip, Elijah, Levi, Dominic, Brady, Colton, Riley, Jon, Drew,
  Bobby, Billy, Ronald, Donald, Walter, George, Roger, Terry, Wayne, Ralph, Bruce, Louis, Clayton,
  Dale, Glenn, Neil, Adrian, Carson, Parker, Preston, Tristan, Landon, Hayden, Bryce, Nolan, Collin,
  Ricky, Martin, Micah, Brendan, Jackson, Gabriel, Mario, Johnny, Tony, Randall, Darren
`);

export const US_LAST = list(`
  Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore,
  Martin, Jackson, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen, King,
  Wright, Scott, Hill, Green, Adams, Baker, Nelson, Carter, Mitchell, Roberts, Turner, Phillips,
  Campbell, Parker, Evans, Edwards, Collins, Stewart, Morris, Murphy, Cook, Rogers, Morgan, Cooper,
  Peterson, Bailey, Reed, Kelly, Howard, Cox, Ward, Richardson, Wood, Watson, Brooks, Bennett, Gray,
  James, Hughes, Price, Sanders, Myers, Long, Ross, Foster, Powell, Jenkins, Perry, Russell, Sullivan,
  Bell, Coleman, Butler, Henderson, Barnes, Fisher, Henry, Graham, Hamilton, Wallace, Griffin, West,
  Cole, Hayes, Bryant, Gibson, Ellis, Stevens, Murray, Ford, Marshall, Owens, McDonald, Harrison,
  Kennedy, Wells, Tucker, Porter, Hunter, Hicks, Crawford, Boyd, Mason, Warren, Dixon, Burns, Gordon,
  Shaw, Holmes, Rice, Robertson, Hunt, Black, Daniels, Palmer, Mills, Nichols, Grant, Knight,
  Ferguson, Stone, Hawkins, Dunn, Perkins, Hudson, Spencer, Stephens, Payne, Pierce, Berry, Matthews,
  Arnold, Wagner, Willis, Ray, Watkins, Olson, Carroll, Duncan, Snyder, Hart, Cunningham, Bradley,
  Lane, Andrews, Harper, Fox, Riley, Armstrong, Carpenter, Weaver, Greene, Lawrence, Elliott, Chapman,
  Sims, Austin, Peters, Kelley, Franklin, Lawson, Fields, Ryan, Schmidt, Carr, Williamson, Welch,
  Larson, Oliver, Harvey, Jacobs, Reynolds, Fuller, Stanley, Burke, Hansen, Simmons, Howell, Webb,
  Morrison, Hoffman, Johnston, Little, McCoy, Bishop, Meyer, Frazier, Gardner, Wheeler, Lynch, Dean,
  Gilbert, Garrett, Schultz, Barrett, Newman, Curtis, O'Brien, Chambers, Caldwell, Lowe, Fowler,
  Holland, Bates, Norris, Hopkins, Lucas, Steele, Walsh, Jordan, Reid, Carlson, Quinn, Davidson, Byrd,
  Goodman, Bowman, Schneider, Beck, Harmon, Hale, Page, Gross, Swanson, Baldwin, Brady, McCarthy,
  Norton, Morton, Klein, Nash, Erickson, Reeves, Hanson, Parsons, Floyd, Barber, Wolfe, Ramsey,
  Fleming, Holt, Wade, Sutton, Burton, Mack, Hogan, Watts, Bush, Hardy, Saunders, Bowen, Cross,
  Fitzgerald, Pearson, Gallagher, Christensen, Underwood, Sharp, Hines, Manning, Hodges, McDaniel,
  Conner, Moss, Bauer, Douglas, Harrington, Casey, Glover, Vaughn, Lambert, Benson, Shelton, Dalton,
  Blair, Cannon, Doyle, Moran, McGuire, Keller, Tyler, Pratt, Stokes, Townsend, Brennan, Whitaker,
  Sparks, Rhodes, Logan, Chandler, Wolf, Owen, Gregory, Kramer, Brock, Hammond, McCormick, Weber,
  Ball, Hubbard, Becker, Jensen, Nielsen, Sweeney, Thornton, Patterson, Warner
`);

export const UK_FEMALE = list(`
  Sarah, Emma, Laura, Rebecca, Claire, Gemma, Charlotte, Hannah, Amy, Lucy, Nicola, Rachel, Katie,
  Sophie, Jessica, Kelly, Lisa, Samantha, Emily, Victoria, Helen, Jennifer, Louise, Michelle, Joanne,
  Stephanie, Natalie, Jade, Hayley, Zoe, Kirsty, Danielle, Amanda, Catherine, Elizabeth, Alice, Chloe,
  Eleanor, Georgia, Holly, Lauren, Megan, Olivia, Lydia, Abigail, Bethany, Harriet, Imogen, Philippa,
  Joanna, Kate, Karen, Julie, Susan, Alison, Fiona, Caroline, Jane, Sally, Ruth, Anna, Ellie, Grace,
  Leanne, Donna, Tracey, Jenny, Clare, Kathryn, Jodie, Stacey, Carly, Sian, Rhiannon, Kerry, Vicky,
  Becky, Heather, Jacqueline, Debbie, Angela, Tanya, Melanie, Lindsay, Deborah, Sharon, Jasmine,
  Amelia, Isabel, Rosie, Poppy, Freya, Ella, Millie, Molly, Eve, Niamh, Zara, Naomi, Esther,
  Felicity, Beatrice, Florence, Isla, Eilidh, Ailsa, Catriona, Rhian, Ffion, Carys, Cerys, Bethan,
  Nia, Elin, Lowri, Gwen
`);

export const UK_MALE = list(`
  David, James, Daniel, Michael, Thomas, Matthew, Christopher, Andrew, Mark, Paul, Richard, Robert,
  John, Stephen, Adam, Ben, Benjamin, Jonathan, Simon, Peter, Craig, Lee, Gareth, Ryan, Luke, Jamie,
  Samuel, Joseph, Oliver, Alexander, William, Jack, Liam, Scott, Stuart, Neil, Ian, Gary, Darren,
  Jason, Martin, Nicholas, Tom, Ross, Dean, Carl, Kevin, Callum, Harry, George, Charlie, Edward,
  Joshua, Jake, Kieran, Connor, Alex, Rhys, Owen, Dylan, Aaron, Nathan, Dominic, Philip, Tim, Graham,
  Anthony, Sean, Steven, Alan, Keith, Barry, Gavin, Russell, Rory, Hamish, Fraser, Euan, Alistair,
  Angus, Duncan, Iain, Gregor, Dafydd, Rhodri, Iwan, Aled, Huw, Geraint, Toby, Henry, Hugh, Rupert,
  Freddie, Max, Sam, Josh, Jordan, Lewis, Elliot, Reece, Bradley, Declan, Patrick, Shaun, Wayne,
  Lloyd, Marcus, Nigel, Colin, Trevor, Malcolm, Roger, Tony, Jeremy, Julian, Oscar, Archie, Alfie,
  Theo
`);

export const UK_LAST = list(`
  Smith, Jones, Williams, Taylor, Brown, Davies, Evans, Wilson, Thomas, Johnson, Roberts, Robinson,
  Thompson, Wright, Walker, White, Edwards, Hughes, Green, Hall, Lewis, Harris, Clarke, Jackson, Wood,
  Turner, Martin, Cooper, Hill, Ward, Morris, Moore, Clark, Lee, King, Baker, Harrison, Morgan, Allen,
  James, Scott, Phillips, Watson, Davis, Parker, Price, Bennett, Young, Griffiths, Mitchell, Kelly,
  Cook, Carter, Richardson, Bailey, Collins, Bell, Shaw, Murphy, Miller, Cox, Richards, Marshall,
  Anderson, Simpson, Ellis, Adams, Wilkinson, Foster, Chapman, Powell, Webb, Rogers, Gray, Mason,
  Hunt, Campbell, Matthews, Owen, Palmer, Holmes, Mills, Barnes, Knight, Lloyd, Butler, Russell,
  Barker, Fisher, Stevens, Jenkins, Murray, Dixon, Harvey, Graham, Pearson, Fletcher, Walsh, Gibson,
  Howard, Andrews, Stewart, Elliott, Reynolds, Saunders, Payne, Fox, Ford, Pearce, Day, Brooks, West,
  Lawrence, Cole, Atkinson, Bradley, Spencer, Gill, Dawson, Ball, Burton, O'Brien, Watts, Rose, Booth,
  Perry, Ryan, Grant, Wells, Armstrong, Francis, Rees, Hayes, Hart, Hudson, Newman, Barrett, Webster,
  Hunter, Gregory, Carr, Lowe, Page, Marsh, Riley, Dunn, Woods, Parsons, Berry, Stone, Reid, Holland,
  Hawkins, Harding, Porter, Robertson, Newton, Oliver, Reed, Kennedy, Williamson, Bird, Gardner, Dean,
  Lane, Cooke, Bates, Henderson, Parry, Burgess, Bishop, Walton, Burns, Nicholson, Shepherd, Ross,
  Cross, Long, Freeman, Warren, Nicholls, Hamilton, Byrne, Sutton, McDonald, Yates, Hodgson, Robson,
  Curtis, Hopkins, O'Connor, Harper, Coleman, Watkins, Moss, McCarthy, Chambers, O'Neill, Griffin,
  Sharp, Hardy, Wheeler, Potter, Osborne, Johnston, Gordon, Doyle, Wallace, George, Jordan,
  Hutchinson, Rowe, Burke, May, Pritchard, Gilbert, Willis, Higgins, Read, Miles, Stevenson,
  Stephenson, Hammond, Arnold, Buckley, Walters, Hewitt, Barber, Nelson, Slater, Austin, Sullivan,
  Whitehead, Mann, Frost, Lambert, Stephens, Blake, Lynch, Goodwin, Barton, Woodward, Thomson,
  Cunningham, Quinn, Barnett, Baxter, Clayton, Nash, Greenwood, Jennings, Holt, Kemp, Poole,
  Gallagher, Bond, Stokes, Tucker, Davidson, Fowler, Heath, Norman, Middleton, Banks, French, Bowen,
  Macdonald, Fraser, Sinclair, Morrison, Paterson, Ferguson, MacLeod, Cameron, Mackenzie
`);

export const IRISH_FEMALE = list(`
  Sarah, Aoife, Ciara, Niamh, Emma, Siobhán, Sinéad, Laura, Orla, Aisling, Róisín, Rachel, Claire,
  Sorcha, Caoimhe, Gráinne, Clodagh, Eimear, Saoirse, Deirdre, Fiona, Emer, Muireann, Ailbhe, Lisa,
  Mary, Catherine, Louise, Sharon, Michelle, Jennifer, Karen, Nicola, Gillian, Maeve, Úna, Nuala,
  Shauna, Edel, Áine, Eileen, Bronagh, Katie, Sophie, Chloe, Hannah, Amy, Grace, Ellen, Anne, Ruth,
  Susan, Julie, Elaine, Denise, Orlaith, Sadhbh, Éabha
`);

export const IRISH_MALE = list(`
  John, Michael, David, Patrick, Seán, Conor, Ciarán, Eoin, Cian, Darragh, Niall, Cathal, Pádraig,
  Donal, Diarmuid, Ronan, Colm, Shane, Declan, Eamon, Fergal, Oisín, Aidan, Kieran, Brendan, Barry,
  Kevin, Brian, Gerard, Dermot, Liam, Mark, Thomas, James, Paul, Stephen, Alan, Colin, Enda, Fionn,
  Tadhg, Rory, Killian, Cormac, Dara, Lorcan, Daniel, Robert, Peter, Martin, Aaron, Jack, Adam, Evan
`);

export const IRISH_LAST = list(`
  Murphy, Kelly, O'Sullivan, Walsh, Smith, O'Brien, Byrne, Ryan, O'Connor, O'Neill, O'Reilly, Doyle,
  McCarthy, Gallagher, O'Doherty, Kennedy, Lynch, Murray, Quinn, Moore, McLoughlin, O'Carroll,
  Connolly, Daly, O'Connell, Wilson, Dunne, Brennan, Burke, Collins, Campbell, Clarke, Johnston,
  Hughes, O'Farrell, Fitzgerald, Brown, Martin, Maguire, Nolan, Flynn, Thompson, O'Callaghan,
  O'Donnell, Duffy, O'Mahony, Boyle, Healy, O'Shea, White, Sweeney, Hayes, Kavanagh, Power, McGrath,
  Moran, Brady, Stewart, Casey, Foley, Fitzpatrick, O'Leary, McDonnell, McMahon, Donnelly, Regan,
  Donovan, Burns, Flanagan, Mullan, Barry, Kane, Robinson, Cunningham, Griffin, Kenny, Sheehan, Ward,
  Whelan, Lyons, Reid, Graham, Higgins, Cullen, Keane, King, Maher, McKenna, Bell, Scott, Hogan,
  O'Keeffe, Magee, McNamara, McDonald, McDermott, Moloney, O'Rourke, Buckley, O'Dwyer, Hennessy,
  Cronin, Tierney, Kearney, Ahern, Dolan, Fahy, Mulcahy, Coughlan, Nagle, Hegarty, Slattery, Brosnan
`);

// African-American names: the distinctive ones are mixed with the common US lists in the pool,
// since most African Americans carry the same common names as everyone else.
export const AFRICAN_AMERICAN_FEMALE = list(`
  Ebony, Latoya, Keisha, Tamika, Aaliyah, Imani, Jasmine, Shanice, Tiara, Precious, Kiara, Destiny,
  Aisha, Monique, Tanisha, Lakisha, Latasha, Jada, Nia, Kenya, Deja, Raven, Diamond, Essence, Ayanna,
  Tierra, Dominique, Janelle, Kiana, Latisha, Tameka, Tasha, Yolanda, Yvette, Kendra, Jazmine,
  Breanna, Ciara, Alexus, Kierra, Tia, Shayla, Zaria, Amani, Tatiana, Kennedi, Malika, Antoinette,
  Felicia, Regina, Tonya, Latonya, Rochelle, Sade, Lashonda, Shameka, Chanel, Ashanti, Nyla, Janae,
  Jamila, Khadijah, Taliyah, Kayla, Brianna, Keyana, Shaniqua, Tyesha, Denise, Angela
`);

export const AFRICAN_AMERICAN_MALE = list(`
  DeShawn, Jamal, Tyrone, Darnell, Malik, Terrell, Andre, Marcus, Darius, Jalen, Trevon, Demetrius,
  Dwayne, Cedric, Jermaine, Lamar, Reginald, Darryl, Terrence, Antoine, Rashad, DeAndre, Jamar,
  Kareem, Maurice, Xavier, Isaiah, Jaylen, Tremaine, Tavon, Quentin, Rodney, Roderick, Willie,
  Leroy, Tyree, Devonte, Javon, Khalil, Omari, Jabari, Desmond, Marquis, Cornelius, Alonzo, Jerome,
  Clarence, Lamont, Dante, Keon, Tyrell, Kendrick, Jaquan, Trayvon, Jarvis, Donovan, Elijah,
  Calvin, Derrick, Travon, Darrell, Reggie, Otis, Curtis, Kwame
`);

export const AFRICAN_AMERICAN_LAST = list(`
  Washington, Jackson, Robinson, Jefferson, Booker, Banks, Mosley, Gaines, Joseph, Coleman, Dorsey,
  Tate, Battle, Singleton, Mack, Thornton, Bynum, Boykin, Grier, Hairston, Harrell, McNeil,
  Wilkerson, Winston, Whitfield, Pittman, Blackwell, Rivers, Holloway, Spears, Waller, Woodard,
  Freeman, Sims, Glover, Dukes, Ware, Merriweather, Moultrie, Gadsden, Simmons, Mayfield, Fountain,
  Mobley, Wiggins, Pugh, Bolden, Chisholm, Ellison, Easley, Gilliam, Hampton, Hargrove, Hollins,
  Horton, Lockhart, Lyons, McClain, Randolph, Riddick, Roberson, Rollins, Tolliver, Wynn, Alston,
  Bradford, Dawkins, Pettiford, Jenkins, Hawkins, Mitchell, Carter, Harris, Williams, Johnson,
  Brown, Davis, Thomas, Walker, Green
`);

export const NATIVE_AMERICAN_LAST = list(`
  Begay, Yazzie, Benally, Tsosie, Nez, Chee, Tso, Etsitty, Watchman, Largo, Silversmith, Manuelito,
  Yellowhair, Bitsui, Attakai, Harjo, Tiger, Fixico, Chupco, Yahola, Sixkiller, Walkingstick,
  Hummingbird, Wildcat, Swimmer, Mankiller, Locklear, Oxendine, Chavis, Brayboy, Lowry, Revels,
  Two Bulls, Iron Cloud, Red Cloud, Yellow Horse, Black Elk, Little Thunder, Kingbird, Jourdain,
  Bellecourt, Thunder, Jim, Joe, Deschenie, Tsinajinnie
`);

export const JEWISH_FEMALE = list(`
  Rachel, Sarah, Rebecca, Hannah, Leah, Miriam, Esther, Naomi, Tamar, Talia, Shira, Abigail, Deborah,
  Ruth, Judith, Elana, Ilana, Aviva, Dina, Maya, Noa, Ariella, Shoshana, Yael, Chana, Eliana, Adina,
  Jordana, Rivka, Tova, Jessica, Lauren, Emily, Danielle, Alexandra
`);

export const JEWISH_MALE = list(`
  David, Daniel, Benjamin, Jacob, Joshua, Samuel, Michael, Aaron, Adam, Jonathan, Noah, Eli, Ari,
  Ethan, Isaac, Joel, Seth, Jeremy, Evan, Max, Zachary, Avi, Asher, Gideon, Micah, Nathan, Ezra,
  Judah, Levi, Reuben, Simon, Solomon, Yosef, Moshe, Howard, Steven, Jeffrey, Marc, Alan, Mitchell,
  Elliot, Jordan
`);

export const JEWISH_LAST = list(`
  Cohen, Levy, Levine, Goldberg, Friedman, Katz, Schwartz, Rosenberg, Shapiro, Kaplan, Weiss, Stein,
  Klein, Greenberg, Rosen, Horowitz, Adler, Bernstein, Feldman, Siegel, Segal, Weinstein, Goldstein,
  Rubin, Silverman, Blum, Rosenthal, Goldman, Kessler, Lieberman, Abramson, Goldfarb, Weinberg,
  Wasserman, Zimmerman, Hirsch, Mandel, Marcus, Stern, Gold, Silver, Berger, Roth, Lerner, Feinberg,
  Eisenberg, Rothman, Sandler, Zucker, Halpern, Grossman, Schechter, Fink, Pearlman, Levin, Sherman,
  Pollack, Abrams, Epstein, Finkelstein, Edelman, Ginsberg, Rabinowitz, Schiff, Wexler, Bloom,
  Brodsky, Kaufman, Jacobson, Lowenstein
`);

export const ISRAELI_FEMALE = list(`
  Noa, Tamar, Maya, Yael, Shira, Michal, Adi, Roni, Talia, Liat, Sharon, Hila, Inbal, Keren, Efrat,
  Orly, Galit, Dana, Hadas, Ayelet, Moran, Shani, Lior, Neta, Gal, Sivan, Merav, Anat, Dafna, Rotem,
  Osnat, Limor, Orit, Yifat, Einat, Naama, Avital, Yarden, Meital, Hagit, Ilana, Miri, Rachel, Sarah,
  Esther, Hannah, Rivka, Leah, Ruth
`);

export const ISRAELI_MALE = list(`
  Yossi, Avi, David, Daniel, Itai, Omer, Amit, Ido, Nadav, Guy, Eyal, Oren, Yonatan, Ariel, Lior,
  Yuval, Uri, Eitan, Noam, Tomer, Roi, Ran, Gil, Tal, Assaf, Yaniv, Ofer, Shai, Elad, Erez, Ronen,
  Nir, Barak, Doron, Yair, Moshe, Yosef, Michael, Alon, Amir, Boaz, Dror, Gadi, Yehuda, Avraham,
  Shlomo, Haim, Eli, Ilan, Or, Matan, Oded, Ziv, Dor
`);

export const ISRAELI_LAST = list(`
  Cohen, Levi, Mizrahi, Peretz, Biton, Dahan, Avraham, Friedman, Malka, Azoulay, Katz, Yosef, David,
  Amar, Ohayon, Hadad, Gabay, Ben David, Shapira, Levin, Ashkenazi, Ben Haim, Vaknin, Elbaz, Tal,
  Golan, Ben Ami, Segal, Sasson, Mor, Baruch, Shalom, Edri, Harari, Ben Shimon, Carmi, Hazan, Barak,
  Shemesh, Nahum, Rosenberg, Goldstein, Weiss, Klein, Shani, Almog, Peled, Navon, Oz, Ronen, Doron,
  Eliyahu, Zohar, Regev, Shalev, Tzur, Gross, Kaplan, Attias, Buskila
`);
