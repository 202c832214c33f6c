extension ReportAssets {
    /// The page's terminal: screens drawn from trace data (as text with styles, or as
    /// SVG), a tiny terminal emulator for asciicast v2 recordings, and their player.
    static let terminalScript = #"""
        var PALETTE16=["#000000","#cd3131","#0dbc79","#e5e510","#2472c8","#bc3fbc","#11a8cd","#e5e5e5","#666666","#f14c4c","#23d18b","#f5f543","#3b8eea","#d670d6","#29b8db","#ffffff"];
        function colour(n){
          if(n==null||n<0)return null;
          if(n>=0x1000000){var rgb=n-0x1000000;return "#"+("00000"+rgb.toString(16)).slice(-6);}
          if(n<16)return PALETTE16[n];
          if(n<232){var c=n-16,r=Math.floor(c/36),g=Math.floor(c/6)%6,b=c%6,v=function(x){return x?55+x*40:0;};return "rgb("+v(r)+","+v(g)+","+v(b)+")";}
          var l=8+(n-232)*10;return "rgb("+l+","+l+","+l+")";
        }
        function isWide(cp){
          return (cp>=0x1100&&cp<=0x115F)||(cp>=0x2E80&&cp<=0xA4CF&&cp!==0x303F)||(cp>=0xAC00&&cp<=0xD7A3)||(cp>=0xF900&&cp<=0xFAFF)||(cp>=0xFE30&&cp<=0xFE4F)||(cp>=0xFF00&&cp<=0xFF60)||(cp>=0xFFE0&&cp<=0xFFE6)||(cp>=0x1F300&&cp<=0x1F64F)||(cp>=0x1F900&&cp<=0x1F9FF)||(cp>=0x20000&&cp<=0x3FFFD);
        }
        /* The styled stretches of one row: [{text, style, fg, bg}] covering it whole. */
        function segments(screen,row){
          var text=Array.from(screen.rows[row]||""),cells=[],i;
          var width=Math.max(text.length,0);
          for(i=0;i<width;i++)cells.push([0,null,null]);
          (screen.runs||[]).forEach(function(run){
            if(run[0]!==row)return;
            for(var k=run[1];k<run[1]+run[2];k++){while(cells.length<=k){cells.push([0,null,null]);text.push(" ");}cells[k]=[run[3],run.length>4&&run[4]>=0?run[4]:null,run.length>5&&run[5]>=0?run[5]:null];}
          });
          var out=[],start=0;
          for(i=1;i<=cells.length;i++){
            if(i===cells.length||cells[i][0]!==cells[start][0]||cells[i][1]!==cells[start][1]||cells[i][2]!==cells[start][2]){
              out.push({text:text.slice(start,i).join(""),style:cells[start][0],fg:cells[start][1],bg:cells[start][2]});start=i;
            }
          }
          return out;
        }
        /* A screen as styled text in a <pre>. */
        function screenText(screen,label){
          var pre=document.createElement("pre");pre.className="screen";pre.setAttribute("aria-label",label);
          for(var row=0;row<screen.height;row++){
            segments(screen,row).forEach(function(s){
              if(!s.style&&s.fg==null&&s.bg==null){pre.appendChild(document.createTextNode(s.text));return;}
              var span=document.createElement("span"),cls=[];
              if(s.style&1)cls.push("b");if(s.style&2)cls.push("d");if(s.style&16)cls.push("i");if(s.style&8)cls.push("u");
              var fg=colour(s.fg),bg=colour(s.bg);
              if(s.style&4){var t=fg||"var(--term-fg)";fg=bg||"var(--term-bg)";bg=t;}
              if(fg)span.style.color=fg;if(bg)span.style.backgroundColor=bg;
              span.className=cls.join(" ");span.textContent=s.text;pre.appendChild(span);
            });
            if(row<screen.height-1)pre.appendChild(document.createTextNode("\n"));
          }
          return pre;
        }
        /* A screen as an SVG picture: one text line a row, a tspan a styled stretch. */
        function screenSVG(screen,label){
          var ns="http://www.w3.org/2000/svg",cw=8.4,ch=17,w=screen.width*cw+16,h=screen.height*ch+12;
          var svg=document.createElementNS(ns,"svg");svg.setAttribute("viewBox","0 0 "+w+" "+h);svg.setAttribute("width",w);svg.setAttribute("height",h);
          svg.setAttribute("role","img");svg.setAttribute("aria-label",label);
          var title=document.createElementNS(ns,"title");title.textContent=label;svg.appendChild(title);
          var bg=document.createElementNS(ns,"rect");bg.setAttribute("width",w);bg.setAttribute("height",h);bg.setAttribute("fill","#1e1e1e");svg.appendChild(bg);
          for(var row=0;row<screen.height;row++){
            var column=0;
            segments(screen,row).forEach(function(s){
              var fg=colour(s.fg)||"#e6e6e6",back=colour(s.bg);
              if(s.style&4){var t=fg;fg=back||"#1e1e1e";back=t;}
              var length=Array.from(s.text).length;
              if(back){var r=document.createElementNS(ns,"rect");r.setAttribute("x",8+column*cw);r.setAttribute("y",6+row*ch);r.setAttribute("width",length*cw);r.setAttribute("height",ch);r.setAttribute("fill",back);svg.appendChild(r);}
              if(s.text.trim()){
                var text=document.createElementNS(ns,"text");text.setAttribute("x",8+column*cw);text.setAttribute("y",6+row*ch+13);
                text.setAttribute("fill",fg);text.setAttribute("font-family","DejaVu Sans Mono, monospace");text.setAttribute("font-size","14");text.setAttribute("xml:space","preserve");
                if(s.style&1)text.setAttribute("font-weight","bold");if(s.style&2)text.setAttribute("opacity","0.7");if(s.style&8)text.setAttribute("text-decoration","underline");
                text.textContent=s.text;svg.appendChild(text);
              }
              column+=length;
            });
          }
          var box=document.createElement("div");box.className="screen";box.appendChild(svg);return box;
        }
        /* A terminal small enough to read in one sitting: printable text, line feeds and
           carriage returns, cursor moves, erases, scroll regions, insert/delete, SGR colours
           and styles, the alternate screen. */
        function Term(width,height){this.w=width;this.h=height;this.reset();}
        Term.prototype.blank=function(){var row=[];for(var i=0;i<this.w;i++)row.push([" ",-1,-1,0]);return row;};
        Term.prototype.reset=function(){this.rows=[];for(var y=0;y<this.h;y++)this.rows.push(this.blank());this.x=0;this.y=0;this.fg=-1;this.bg=-1;this.st=0;this.top=0;this.bottom=this.h-1;this.mode=0;this.params="";this.wrap=false;this.saved=[0,0];};
        Term.prototype.lineFeed=function(){if(this.y===this.bottom){this.rows.splice(this.top,1);this.rows.splice(this.bottom,0,this.blank());}else if(this.y<this.h-1)this.y++;};
        Term.prototype.put=function(c){
          var wide=isWide(c.codePointAt(0));
          if(this.wrap||(wide&&this.x===this.w-1)){this.x=0;this.lineFeed();this.wrap=false;}
          this.rows[this.y][this.x]=[c,this.fg,this.bg,this.st];
          if(wide&&this.x+1<this.w){this.rows[this.y][this.x+1]=[null,this.fg,this.bg,this.st];this.x++;}
          if(this.x>=this.w-1){this.x=this.w-1;this.wrap=true;}else this.x++;
        };
        Term.prototype.erase=function(y,from,to){for(var x=Math.max(0,from);x<Math.min(this.w,to);x++)this.rows[y][x]=[" ",-1,this.bg,0];};
        Term.prototype.write=function(text){
          for(var c of text){
            var code=c.codePointAt(0);
            if(this.mode===0){
              if(code===27)this.mode=1;
              else if(c==="\r"){this.x=0;this.wrap=false;}
              else if(c==="\n"||code===11||code===12){this.lineFeed();this.wrap=false;}
              else if(code===8){if(this.x>0)this.x--;this.wrap=false;}
              else if(c==="\t"){this.x=Math.min(this.w-1,(Math.floor(this.x/8)+1)*8);}
              else if(code>=32&&code!==127)this.put(c);
            }else if(this.mode===1){
              this.mode=0;
              if(c==="["){this.mode=2;this.params="";}
              else if(c==="]")this.mode=3;
              else if(c==="("||c===")")this.mode=4;
              else if(c==="7")this.saved=[this.x,this.y];
              else if(c==="8"){this.x=this.saved[0];this.y=this.saved[1];}
              else if(c==="c")this.reset();
              else if(c==="D")this.lineFeed();
              else if(c==="E"){this.x=0;this.lineFeed();}
              else if(c==="M"){if(this.y===this.top){this.rows.splice(this.bottom,1);this.rows.splice(this.top,0,this.blank());}else if(this.y>0)this.y--;}
            }else if(this.mode===2){
              if(code>=0x30&&code<=0x3F)this.params+=c;
              else if(code>=0x40&&code<=0x7E){this.mode=0;this.csi(c,this.params);}
            }else if(this.mode===3){
              if(code===7)this.mode=0;else if(code===27)this.mode=4;
            }else{this.mode=0;}
          }
        };
        Term.prototype.csi=function(f,p){
          var priv=p.charAt(0)==="?",n=p.replace(/^[?>=!]/,"").split(";").map(function(v){return parseInt(v,10)||0;});
          var a=n[0]||1,self=this,clampY=function(v){return Math.max(0,Math.min(self.h-1,v));},clampX=function(v){return Math.max(0,Math.min(self.w-1,v));};
          this.wrap=false;
          switch(f){
          case "A":this.y=clampY(this.y-a);break;case "B":this.y=clampY(this.y+a);break;
          case "C":this.x=clampX(this.x+a);break;case "D":this.x=clampX(this.x-a);break;
          case "E":this.x=0;this.y=clampY(this.y+a);break;case "F":this.x=0;this.y=clampY(this.y-a);break;
          case "G":case "`":this.x=clampX(a-1);break;case "d":this.y=clampY(a-1);break;
          case "H":case "f":this.y=clampY((n[0]||1)-1);this.x=clampX((n[1]||1)-1);break;
          case "J":
            if(n[0]===0){this.erase(this.y,this.x,this.w);for(var y=this.y+1;y<this.h;y++)this.erase(y,0,this.w);}
            else if(n[0]===1){this.erase(this.y,0,this.x+1);for(var y2=0;y2<this.y;y2++)this.erase(y2,0,this.w);}
            else{for(var y3=0;y3<this.h;y3++)this.erase(y3,0,this.w);}
            break;
          case "K":if(n[0]===0)this.erase(this.y,this.x,this.w);else if(n[0]===1)this.erase(this.y,0,this.x+1);else this.erase(this.y,0,this.w);break;
          case "X":this.erase(this.y,this.x,this.x+a);break;
          case "P":var row=this.rows[this.y];row.splice(this.x,a);while(row.length<this.w)row.push([" ",-1,-1,0]);break;
          case "@":var r2=this.rows[this.y];for(var i=0;i<a;i++)r2.splice(this.x,0,[" ",-1,-1,0]);r2.length=this.w;break;
          case "L":for(var j=0;j<a;j++){this.rows.splice(this.bottom,1);this.rows.splice(this.y,0,this.blank());}break;
          case "M":for(var k=0;k<a;k++){this.rows.splice(this.y,1);this.rows.splice(this.bottom,0,this.blank());}break;
          case "S":for(var s=0;s<a;s++){this.rows.splice(this.top,1);this.rows.splice(this.bottom,0,this.blank());}break;
          case "r":this.top=Math.max(0,(n[0]||1)-1);this.bottom=Math.min(this.h-1,(n[1]||this.h)-1);this.x=0;this.y=0;break;
          case "s":this.saved=[this.x,this.y];break;case "u":this.x=this.saved[0];this.y=this.saved[1];break;
          case "h":case "l":
            if(priv&&(n[0]===1049||n[0]===1047||n[0]===47)){if(f==="h")this.saved=[this.x,this.y];for(var e=0;e<this.h;e++)this.rows[e]=this.blank();if(f==="l"){this.x=this.saved[0];this.y=this.saved[1];}}
            break;
          case "m":this.sgr(p===""?[0]:n);break;
          }
        };
        Term.prototype.sgr=function(n){
          for(var i=0;i<n.length;i++){
            var v=n[i];
            if(v===0){this.fg=-1;this.bg=-1;this.st=0;}
            else if(v===1)this.st|=1;else if(v===2)this.st|=2;else if(v===3)this.st|=16;else if(v===4)this.st|=8;else if(v===7)this.st|=4;
            else if(v===22)this.st&=~3;else if(v===23)this.st&=~16;else if(v===24)this.st&=~8;else if(v===27)this.st&=~4;
            else if(v>=30&&v<=37)this.fg=v-30;else if(v>=40&&v<=47)this.bg=v-40;
            else if(v>=90&&v<=97)this.fg=v-90+8;else if(v>=100&&v<=107)this.bg=v-100+8;
            else if(v===39)this.fg=-1;else if(v===49)this.bg=-1;
            else if(v===38||v===48){
              var value=-1;
              if(n[i+1]===5){value=n[i+2]||0;i+=2;}
              else if(n[i+1]===2){value=0x1000000+((n[i+2]&255)<<16)+((n[i+3]&255)<<8)+(n[i+4]&255);i+=4;}
              if(v===38)this.fg=value;else this.bg=value;
            }
          }
        };
        /* The terminal's cells as a screen of the trace's shape. */
        Term.prototype.screen=function(){
          var rows=[],runs=[];
          for(var y=0;y<this.h;y++){
            var text="",cells=[];
            this.rows[y].forEach(function(cell){if(cell[0]===null)return;text+=cell[0];cells.push(cell);});
            var start=0;
            for(var i=1;i<=cells.length;i++){
              var a=cells[start];
              if(i===cells.length||cells[i][1]!==a[1]||cells[i][2]!==a[2]||cells[i][3]!==a[3]){
                if(a[3]||a[1]>=0||a[2]>=0){var run=[y,start,i-start,a[3]];if(a[1]>=0||a[2]>=0){run.push(a[1]);run.push(a[2]);}runs.push(run);}
                start=i;
              }
            }
            rows.push(text.replace(/ +$/,""));
          }
          return {width:this.w,height:this.h,rows:rows,runs:runs};
        };
        /* Plays an asciicast v2 recording: play and pause, a position slider, the time. It
           opens on the recording's last screen. */
        function Player(cast,label){
          var lines=cast.split("\n").filter(function(l){return l.trim()!=="";});
          var header=JSON.parse(lines[0]);
          this.events=lines.slice(1).map(function(l){return JSON.parse(l);}).filter(function(e){return e[1]==="o";});
          this.width=header.width||80;this.height=header.height||24;
          this.duration=this.events.length?this.events[this.events.length-1][0]:0;
          this.label=label;
          var root=document.createElement("div");root.className="player";this.root=root;
          var controls=document.createElement("div");controls.className="controls";
          var button=document.createElement("button");button.type="button";button.textContent="Play";button.setAttribute("aria-label","Play the recording");this.button=button;
          var slider=document.createElement("input");slider.type="range";slider.min="0";slider.max=String(Math.round(this.duration*1000));slider.step="1";slider.setAttribute("aria-label","Position in the recording (ms)");this.slider=slider;
          var time=document.createElement("span");time.className="time muted";this.time=time;
          controls.appendChild(button);controls.appendChild(slider);controls.appendChild(time);
          this.view=document.createElement("div");this.view.className="player-screen";
          root.appendChild(controls);root.appendChild(this.view);
          var self=this;
          button.addEventListener("click",function(){self.playing?self.pause():self.play();});
          slider.addEventListener("input",function(){self.pause();self.seek(Number(slider.value)/1000);});
          this.seek(this.duration);
        }
        Player.prototype.seek=function(t){
          this.term=new Term(this.width,this.height);this.index=0;this.position=t;
          this.advanceTo(t);
        };
        Player.prototype.advanceTo=function(t){
          while(this.index<this.events.length&&this.events[this.index][0]<=t+1e-9){this.term.write(this.events[this.index][2]);this.index++;}
          this.position=t;this.slider.value=String(Math.round(t*1000));
          this.time.textContent=t.toFixed(1)+" s of "+this.duration.toFixed(1)+" s";
          this.view.replaceChildren(screenText(this.term.screen(),this.label));
        };
        Player.prototype.play=function(){
          if(this.position>=this.duration)this.seek(0);
          this.playing=true;this.button.textContent="Pause";this.button.setAttribute("aria-label","Pause the recording");
          var self=this,origin=performance.now()-this.position*1000;
          var frame=function(now){
            if(!self.playing)return;
            var t=Math.min(self.duration,(now-origin)/1000);self.advanceTo(t);
            if(t>=self.duration)self.pause();else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        };
        Player.prototype.pause=function(){this.playing=false;this.button.textContent="Play";this.button.setAttribute("aria-label","Play the recording");};
        """#
}
